/** The confirmation screen's sign-in with the sign-up password kept in memory, and «Reenviar código». */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { jsonResponse } from '../../test/utils';
import { fail } from '../../test/api-answers';
import { fakeServer, REFRESH, USER_INFO } from '../../lib/session/session-test-utils';
import { currentPath, field, renderScreens } from './auth-test-utils';
import ConfirmAccountScreen from './ConfirmAccountScreen';
import { RESEND_COOLDOWN_SECONDS } from './ResendCode';
import { keepSignupPassword } from './signup-password';

const routes = [{ path: '/confirm-account', element: <ConfirmAccountScreen /> }];
const RESENT = 'Si hay una cuenta pendiente de confirmar con este email, te enviamos un código nuevo.';

function confirmServer() {
  return fakeServer()
    .on('/oauth/auth/confirm', () => jsonResponse({ message: AUTH_MESSAGES.confirmed }))
    .on('/oauth/auth/login', () =>
      jsonResponse({ access_token: 'a1', refresh_token: REFRESH, id_token: 'i1', expires_in: 3600 }),
    )
    .on('/oauth/auth/user-info', () => jsonResponse({ ...USER_INFO, role: 'consumer' }))
    .on('/oauth/auth/resend-code', () => jsonResponse({ message: RESENT }));
}

async function confirmWith(code = '123456') {
  await userEvent.type(field('Código de verificación'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar cuenta' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ConfirmAccountScreen: signed in after the code', () => {
  it('signs in with the password typed at sign-up and goes back to the cart', async () => {
    keepSignupPassword('ana@finca.es', 'Pitahaya123!');
    const server = confirmServer();
    const { router } = renderScreens(routes, '/confirm-account?email=ana%40finca.es&redirect=%2Fcart');
    await confirmWith();
    await waitFor(() => expect(currentPath(router)).toBe('/cart'));
    expect(server.to('/oauth/auth/login')[0]!.body).toEqual({
      username: 'ana@finca.es',
      password: 'Pitahaya123!',
    });
    expect(await screen.findByText('Cuenta confirmada. Ya iniciaste sesión.')).toBeInTheDocument();
  });

  it('without the password in memory (a reload, another device) goes to /login with the e-mail', async () => {
    const server = confirmServer();
    const { router } = renderScreens(routes, '/confirm-account?email=ana%40finca.es&redirect=%2Fcheckout');
    await confirmWith();
    await waitFor(() => expect(currentPath(router)).toBe('/login?email=ana%40finca.es&redirect=%2Fcheckout'));
    expect(server.to('/oauth/auth/login')).toHaveLength(0);
  });

  it('goes to /login when the sign-in with the kept password fails', async () => {
    keepSignupPassword('ana@finca.es', 'Pitahaya123!');
    confirmServer().on('/oauth/auth/login', () => fail(503, 'UNAVAILABLE', 'Servicio no disponible.'));
    const { router } = renderScreens(routes, '/confirm-account?email=ana%40finca.es&redirect=%2Fcart');
    await confirmWith();
    await waitFor(() => expect(currentPath(router)).toBe('/login?email=ana%40finca.es&redirect=%2Fcart'));
  });
});

describe('ConfirmAccountScreen: «Reenviar código»', () => {
  it('asks for a new code for the address in the form, says so, and rests for a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = confirmServer();
    renderScreens(routes, '/confirm-account?email=ana%40finca.es');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText(RESENT)).toBeInTheDocument();
    expect(server.to('/oauth/auth/resend-code')[0]!.body).toEqual({ username: 'ana@finca.es' });
    const resting = screen.getByRole('button', { name: /^Reenviar código \(\d+ s\)$/ });
    expect(resting).toHaveAttribute('aria-disabled', 'true');
    // It keeps the focus, and a press while it rests sends nothing.
    expect(resting).toHaveFocus();
    await userEvent.click(resting);
    expect(server.to('/oauth/auth/resend-code')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_SECONDS * 1000);
    });
    expect(screen.getByRole('button', { name: 'Reenviar código' })).not.toHaveAttribute('aria-disabled');
  });

  it('says a malformed address on the e-mail field, sending nothing; shows a refusal', async () => {
    const server = confirmServer().on('/oauth/auth/resend-code', () =>
      fail(429, 'RATE_LIMITED', 'Demasiados intentos. Espera un momento antes de reintentar.'),
    );
    renderScreens(routes, '/confirm-account');
    await userEvent.type(field('Email'), 'no-es-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(field('Email')).toHaveAccessibleDescription('El formato del email no es válido');
    expect(server.to('/oauth/auth/resend-code')).toHaveLength(0);
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'ana@finca.es');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos');
    expect(screen.getByRole('button', { name: 'Reenviar código' })).not.toHaveAttribute('aria-disabled');
  });
});
