import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { fail, fieldRejected } from '../../test/api-answers';
import { jsonResponse, link } from '../../test/utils';
import { fakeServer } from '../../lib/session/session-test-utils';
import { currentPath, field, renderScreens } from './auth-test-utils';
import ConfirmAccountScreen from './ConfirmAccountScreen';
import ForgotPasswordScreen from './ForgotPasswordScreen';
import ResetPasswordScreen from './ResetPasswordScreen';

const routes = [
  { path: '/confirm-account', element: <ConfirmAccountScreen /> },
  { path: '/forgot-password', element: <ForgotPasswordScreen /> },
  { path: '/reset-password', element: <ResetPasswordScreen /> },
];

/** Types `code` into the code field, then presses `button`. */
async function enterCode(code: string, button = 'Confirmar cuenta') {
  await userEvent.type(field('Código de verificación'), code);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('ConfirmAccountScreen', () => {
  it('prefills the e-mail from the query string and checks the 6-digit code', async () => {
    const server = fakeServer();
    renderScreens(routes, '/confirm-account?email=ana%40finca.es');
    expect(field('Email')).toHaveValue('ana@finca.es');
    expect(screen.getByText('ana@finca.es', { selector: 'strong' })).toBeInTheDocument();
    const code = field('Código de verificación');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cuenta' }));
    expect(code).toHaveAccessibleDescription(new RegExp(VALIDATION_MESSAGES.codeRequired));
    expect(code).toHaveFocus();
    await userEvent.type(code, '12a4');
    expect(code).toHaveAccessibleDescription(new RegExp(VALIDATION_MESSAGES.codeFormat));
    expect(server.calls).toHaveLength(0);
    // A new code is one button away (ConfirmSignIn.test.tsx).
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  });

  it('confirms and goes to /login with the e-mail and the way back', async () => {
    const server = fakeServer().on('/oauth/auth/confirm', () =>
      jsonResponse({ message: AUTH_MESSAGES.confirmed }),
    );
    const { router } = renderScreens(routes, '/confirm-account?email=ana%40finca.es&redirect=%2Fprofile');
    await enterCode('123456');
    await waitFor(() => expect(currentPath(router)).toBe('/login?email=ana%40finca.es&redirect=%2Fprofile'));
    expect(server.to('/oauth/auth/confirm')[0]!.body).toEqual({
      username: 'ana@finca.es',
      confirmationCode: '123456',
    });
    expect(await screen.findByText(AUTH_MESSAGES.confirmed)).toBeInTheDocument();
  });

  it("shows the server's code error once, on the code field", async () => {
    fakeServer().on('/oauth/auth/confirm', () =>
      fieldRejected('confirmationCode', AUTH_MESSAGES.codeMismatch),
    );
    renderScreens(routes, '/confirm-account?email=ana%40finca.es');
    await enterCode('000000');
    await waitFor(() =>
      expect(field('Código de verificación')).toHaveAccessibleDescription(
        new RegExp(AUTH_MESSAGES.codeMismatch),
      ),
    );
    expect(field('Código de verificación')).toHaveAttribute('aria-invalid', 'true');
    // Said once: no banner repeating the field's message.
    expect(screen.getAllByText(AUTH_MESSAGES.codeMismatch)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers sign-in when the account was already confirmed', async () => {
    fakeServer().on('/oauth/auth/confirm', () => fail(409, 'CONFLICT', AUTH_MESSAGES.alreadyConfirmed));
    renderScreens(routes, '/confirm-account?email=ana%40finca.es');
    await enterCode('123456');
    const status = await screen.findByText(AUTH_MESSAGES.alreadyConfirmed);
    const box = status.closest('[role="status"]') as HTMLElement;
    expect(link('Ir a iniciar sesión', box)).toHaveAttribute('href', '/login?email=ana%40finca.es');
  });
});

describe('ForgotPasswordScreen', () => {
  it('asks for a code and goes on to /reset-password with the e-mail', async () => {
    const server = fakeServer().on('/oauth/auth/forgot-password', () =>
      jsonResponse({ message: AUTH_MESSAGES.codeSent, deliveryMedium: 'EMAIL', destination: 'a***@f***.es' }),
    );
    const { router } = renderScreens(routes, '/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(field('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.usernameRequired);
    await userEvent.type(field('Email'), 'ana@finca.es');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(currentPath(router)).toBe('/reset-password?email=ana%40finca.es'));
    expect(server.to('/oauth/auth/forgot-password')[0]!.body).toEqual({ username: 'ana@finca.es' });
    expect(await screen.findByText(AUTH_MESSAGES.codeSent)).toBeInTheDocument();
    // The next screen says where the code went.
    expect(await screen.findByText('a***@f***.es', { selector: 'strong' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('ana@finca.es');
  });

  it("uses 'Error al solicitar recuperación de contraseña' by default", async () => {
    fakeServer().on('/oauth/auth/forgot-password', () => new Response('', { status: 502 }));
    renderScreens(routes, '/forgot-password?email=ana%40finca.es');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al solicitar recuperación de contraseña',
    );
  });
});

describe('ResetPasswordScreen', () => {
  it('validates the code, the new password (with the checklist) and its repetition', async () => {
    fakeServer();
    renderScreens(routes, '/reset-password?email=ana%40finca.es');
    expect(field('Email')).toHaveValue('ana@finca.es');
    await userEvent.type(field('Nueva contraseña'), 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(field('Código de verificación')).toHaveAccessibleDescription(VALIDATION_MESSAGES.codeRequired);
    expect(field('Código de verificación')).toHaveFocus();
    expect(field('Nueva contraseña')).toHaveAccessibleDescription(
      new RegExp(VALIDATION_MESSAGES.passwordMinLength),
    );
    expect(field('Repite la nueva contraseña')).toHaveAccessibleDescription(
      'Escribe la contraseña otra vez para confirmarla',
    );
  });

  it('resets and goes to /login; a wrong code lands on the code field', async () => {
    const server = fakeServer().on('/oauth/auth/reset-password', (call) =>
      (call.body as { confirmationCode: string }).confirmationCode === '654321'
        ? jsonResponse({ message: AUTH_MESSAGES.passwordReset })
        : fieldRejected('confirmationCode', AUTH_MESSAGES.codeExpired),
    );
    const { router } = renderScreens(routes, '/reset-password?email=ana%40finca.es');
    await userEvent.type(field('Código de verificación'), '111111');
    await userEvent.type(field('Nueva contraseña'), 'Dragon456!');
    await userEvent.type(field('Repite la nueva contraseña'), 'Dragon456!');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() =>
      expect(field('Código de verificación')).toHaveAccessibleDescription(AUTH_MESSAGES.codeExpired),
    );
    await userEvent.clear(field('Código de verificación'));
    await enterCode('654321', 'Guardar contraseña');
    await waitFor(() => expect(currentPath(router)).toBe('/login?email=ana%40finca.es'));
    expect(server.to('/oauth/auth/reset-password')[1]!.body).toEqual({
      username: 'ana@finca.es',
      confirmationCode: '654321',
      newPassword: 'Dragon456!',
    });
  });
});
