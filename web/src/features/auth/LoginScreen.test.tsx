import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { jsonResponse, link } from '../../test/utils';
import { fail } from '../../test/api-answers';
import { fakeServer, REFRESH, USER_INFO } from '../../lib/session/session-test-utils';
import { currentPath, field, renderScreens } from './auth-test-utils';
import LoginScreen from './LoginScreen';

const routes = [{ path: '/login', element: <LoginScreen /> }];

function signInServer(role = 'producer') {
  return fakeServer()
    .on('/oauth/auth/login', () =>
      jsonResponse({ access_token: 'a1', refresh_token: REFRESH, id_token: 'i1', expires_in: 3600 }),
    )
    .on('/oauth/auth/user-info', () => jsonResponse({ ...USER_INFO, role }));
}

/** Signs in as a person would, the e-mail and password pasted whole (typing them re-rendered the screen per key). */
async function signIn(email = 'productor@pitahaya.test', password = 'Productor123!') {
  await userEvent.click(field('Email'));
  await userEvent.paste(email);
  await userEvent.click(field('Contraseña'));
  await userEvent.paste(password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('LoginScreen', () => {
  it('labels its fields and links to sign-up, producer sign-up and password recovery', () => {
    fakeServer();
    renderScreens(routes, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('autocomplete', 'username');
    expect(field('Contraseña')).toHaveAttribute('type', 'password');
    expect(link('Crear cuenta')).toHaveAttribute('href', '/register');
    expect(link('Vende con nosotros')).toHaveAttribute('href', '/register-producer');
    expect(link('¿Olvidaste tu contraseña?')).toHaveAttribute('href', '/forgot-password');
  });

  it("validates with loginSchema's messages, marks and describes the fields, focuses the first", async () => {
    const server = fakeServer();
    renderScreens(routes, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.usernameRequired);
    expect(field('Contraseña')).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordRequired);
    expect(field('Email')).toHaveFocus();
    await userEvent.type(field('Email'), 'no-es-un-email');
    expect(field('Email')).toHaveAccessibleDescription('El formato del email no es válido');
    expect(server.calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    fakeServer();
    renderScreens(routes, '/login');
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(field('Contraseña')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('remembers where the visitor was going (state.from, else ?redirect=) and goes there after signing in', async () => {
    signInServer();
    const { router } = renderScreens(routes, '/login?redirect=%2Forders', { from: { pathname: '/profile' } });
    expect(screen.getByText('Inicia sesión para ir a tu perfil.')).toBeInTheDocument();
    expect(link('Crear cuenta')).toHaveAttribute('href', '/register?redirect=%2Fprofile');
    await signIn();
    await waitFor(() => expect(currentPath(router)).toBe('/profile'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBe('a1');
  });

  it.each([
    ['consumer', '/'],
    ['producer', '/producer/dashboard'],
    ['admin', '/admin/dashboard'],
  ])('sends a %s to %s by default', async (role, home) => {
    signInServer(role);
    const { router } = renderScreens(routes, '/login');
    await signIn();
    await waitFor(() => expect(currentPath(router)).toBe(home));
  });

  it("shows 'Email o contraseña incorrectos.' and keeps no tokens", async () => {
    fakeServer().on('/oauth/auth/login', () => fail(401, 'UNAUTHORIZED', 'Email o contraseña incorrectos.'));
    const { router } = renderScreens(routes, '/login');
    await signIn('cliente@pitahaya.test', 'Mala123!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email o contraseña incorrectos.');
    expect(currentPath(router)).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBeNull();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it('offers the confirmation screen (with the e-mail) to an account that is not confirmed', async () => {
    fakeServer().on('/oauth/auth/login', () => fail(403, 'FORBIDDEN', AUTH_MESSAGES.userNotConfirmed));
    renderScreens(routes, '/login?redirect=%2Fprofile');
    await signIn('nueva@pitahaya.test', 'Pitahaya123!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.userNotConfirmed);
    expect(link('Confirmar mi cuenta', alert)).toHaveAttribute(
      'href',
      '/confirm-account?email=nueva%40pitahaya.test&redirect=%2Fprofile',
    );
  });

  it('explains a network failure and a server failure with the auth catalogue', async () => {
    fakeServer().on('/oauth/auth/login', () => {
      throw new TypeError('Failed to fetch');
    });
    renderScreens(routes, '/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.networkError);

    fakeServer().on('/oauth/auth/login', () => fail(500, 'INTERNAL_ERROR', 'boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.serverInternal));
  });

  it('prefills the e-mail from ?email=', () => {
    fakeServer();
    renderScreens(routes, '/login?email=ana%40finca.es');
    expect(field('Email')).toHaveValue('ana@finca.es');
  });
});
