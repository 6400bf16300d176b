import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { fail, fieldRejected } from '../../test/api-answers';
import { jsonResponse, link } from '../../test/utils';
import { fakeServer } from '../../lib/session/session-test-utils';
import { currentPath, field, renderScreens } from './auth-test-utils';
import RegisterProducerScreen from './RegisterProducerScreen';
import RegisterScreen from './RegisterScreen';

const routes = [
  { path: '/register', element: <RegisterScreen /> },
  { path: '/register-producer', element: <RegisterProducerScreen /> },
];

const SIGNED_UP = { message: AUTH_MESSAGES.signedUp, userSub: 'sub-1', userConfirmed: false };

/** Puts a whole text in a field (focus, then paste): typing re-rendered the form on every key. */
async function put(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** Fills the form; the live password checklist has its own test, typed key by key. */
async function fill(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  const name = screen.queryByLabelText('Nombre completo') ?? screen.getByLabelText('Nombre de la finca');
  if (values.name) await put(name, values.name);
  if (values.email) await put(field('Email'), values.email);
  if (values.password) await put(field('Contraseña'), values.password);
  if (values.confirm) await put(field('Repite la contraseña'), values.confirm);
}

const submit = (name = 'Crear cuenta') => userEvent.click(screen.getByRole('button', { name }));

/** Fills in a name, an e-mail and a valid password typed twice, then presses `button`. */
async function signUp(name: string, email: string, button?: string) {
  await fill({ name, email, password: 'Pitahaya123!', confirm: 'Pitahaya123!' });
  await submit(button);
}

describe('RegisterScreen (consumer)', () => {
  it("validates with signupSchema's messages and focuses the first invalid field", async () => {
    const server = fakeServer();
    renderScreens(routes, '/register');
    await submit();
    expect(field('Nombre completo')).toHaveAccessibleDescription(
      `${VALIDATION_MESSAGES.fullNameRequired} Te quedan 100 caracteres`,
    );
    expect(field('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.usernameRequired);
    expect(field('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(field('Repite la contraseña')).toHaveAccessibleDescription(
      'Escribe la contraseña otra vez para confirmarla',
    );
    expect(field('Nombre completo')).toHaveFocus();
    expect(server.calls).toHaveLength(0);
  });

  it('names the first unmet password rule and a mismatched repetition', async () => {
    fakeServer();
    renderScreens(routes, '/register');
    await fill({ name: 'Ana', email: 'ana@finca.es', password: 'pitahaya1', confirm: 'otra' });
    await submit();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordUppercase)).toBeInTheDocument();
    expect(field('Repite la contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(field('Contraseña')).toHaveFocus();
  });

  it('describes the password with the live policy checklist', async () => {
    fakeServer();
    renderScreens(routes, '/register');
    const list = screen.getByRole('list', { name: 'La contraseña debe tener:' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(field('Contraseña')).toHaveAccessibleDescription(/Al menos 8 caracteres/);
    await userEvent.type(field('Contraseña'), 'pitA');
    const met = () =>
      [...document.querySelectorAll('[data-rule][data-met="true"]')].map((item) =>
        item.getAttribute('data-rule'),
      );
    expect(met()).toEqual(['lowercase', 'uppercase']);
    await userEvent.type(field('Contraseña'), 'haya1!');
    expect(met()).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'symbol']);
  });

  it('signs up as consumer and goes on to /confirm-account with the e-mail and the way back', async () => {
    const server = fakeServer().on('/oauth/auth/signup', () => jsonResponse(SIGNED_UP, 201));
    const { router } = renderScreens(routes, '/register?redirect=%2Fprofile');
    await signUp(' Ana Pérez ', 'Ana@Finca.es');
    await waitFor(() =>
      expect(currentPath(router)).toBe('/confirm-account?email=ana%40finca.es&redirect=%2Fprofile'),
    );
    expect(server.to('/oauth/auth/signup')[0]!.body).toEqual({
      username: 'ana@finca.es',
      password: 'Pitahaya123!',
      fullName: 'Ana Pérez',
      role: 'consumer',
    });
    expect(await screen.findByText(AUTH_MESSAGES.signedUp)).toBeInTheDocument();
  });

  it('puts the server field errors on their fields (said once, not repeated above the form)', async () => {
    fakeServer().on('/oauth/auth/signup', () => fieldRejected('password', AUTH_MESSAGES.passwordPolicy));
    renderScreens(routes, '/register');
    await signUp('Ana', 'ana@finca.es');
    await waitFor(() => expect(field('Contraseña')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Contraseña')).toHaveAccessibleDescription(
      new RegExp(AUTH_MESSAGES.passwordPolicy.slice(0, 40)),
    );
    expect(field('Contraseña')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByText(AUTH_MESSAGES.passwordPolicy)).toHaveLength(1);
  });

  it('explains an existing account and offers sign-in, recovery and confirmation', async () => {
    fakeServer().on('/oauth/auth/signup', () => fail(409, 'CONFLICT', AUTH_MESSAGES.userExists));
    renderScreens(routes, '/register');
    await signUp('Ana', 'cliente@pitahaya.test');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ya existe una cuenta con este email.');
    expect(field('Email')).toHaveAccessibleDescription('Ya existe una cuenta con este email.');
    expect(link('Inicia sesión', alert)).toHaveAttribute('href', '/login?email=cliente%40pitahaya.test');
    expect(link('recupera tu contraseña', alert)).toBeInTheDocument();
    expect(link('confirma tu cuenta', alert)).toBeInTheDocument();
  });

  it("uses 'Error en el registro' when the server says nothing useful", async () => {
    fakeServer().on('/oauth/auth/signup', () => new Response('<html>bad gateway</html>', { status: 502 }));
    renderScreens(routes, '/register');
    await signUp('Ana', 'ana@finca.es');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en el registro');
  });
});

describe('RegisterProducerScreen', () => {
  it('has farm copy and signs up with role producer', async () => {
    const server = fakeServer().on('/oauth/auth/signup', () => jsonResponse(SIGNED_UP, 201));
    const { router } = renderScreens(routes, '/register-producer');
    expect(screen.getByRole('heading', { level: 1, name: 'Vende con nosotros' })).toBeInTheDocument();
    expect(field('Nombre de la finca')).toHaveAccessibleDescription(/Así te verán los clientes/);
    await signUp('Finca El Sol', 'sol@finca.es', 'Registrar mi finca');
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-account'));
    expect(server.to('/oauth/auth/signup')[0]!.body).toMatchObject({
      fullName: 'Finca El Sol',
      role: 'producer',
    });
  });
});
