import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, REFRESH, storedAccessToken, USER_INFO } from '../../lib/session/session-test-utils';
import { fail, fieldRejected } from '../../test/api-answers';
import { renderAtProfile } from './profile-test-utils';
import { jsonResponse } from '../../test/utils';
import { ChangePasswordCard, SIGN_IN_AGAIN } from './ChangePasswordCard';

const CHANGED = 'Contraseña cambiada. Cerramos tus sesiones en otros dispositivos.';

function server() {
  return fakeServer()
    .on('/oauth/auth/user-info', () => jsonResponse(USER_INFO))
    .on('/oauth/auth/change-password', () => jsonResponse({ message: CHANGED }))
    .on('/oauth/auth/login', () =>
      jsonResponse({ access_token: 'a2', refresh_token: REFRESH, id_token: 'i2', expires_in: 3600 }),
    );
}

const renderCard = () => renderAtProfile(<ChangePasswordCard email="cliente@pitahaya.test" />);

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fill(current: string, next: string, repeat = next) {
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  if (current) await userEvent.type(input('Contraseña actual'), current);
  if (next) await userEvent.type(input('Nueva contraseña'), next);
  if (repeat) await userEvent.type(input('Repite la nueva contraseña'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('ChangePasswordCard', () => {
  it('changes the password with the bearer, signs in again with the new one and closes', async () => {
    const api = server();
    renderCard();
    await fill('Cliente123!', 'Nueva1234!');
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    const change = api.to('/oauth/auth/change-password')[0]!;
    expect(change.body).toEqual({ currentPassword: 'Cliente123!', newPassword: 'Nueva1234!' });
    expect(change.authorization).toBe('Bearer a1');
    expect(api.to('/oauth/auth/login')[0]!.body).toEqual({
      username: 'cliente@pitahaya.test',
      password: 'Nueva1234!',
    });
    await waitFor(() => expect(screen.queryByLabelText('Contraseña actual')).toBeNull());
    // The focus goes back to the button once the form has closed (on the next frame): wait for it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toHaveFocus());
  });

  it("checks the registration's policy, the repetition and a new password that differs, sending nothing", async () => {
    const api = server();
    renderCard();
    await fill('', 'corta', 'otra');
    expect(input('Contraseña actual')).toHaveAccessibleDescription('La contraseña actual es requerida');
    expect(input('Contraseña actual')).toHaveFocus();
    expect(input('Nueva contraseña')).toHaveAccessibleDescription(
      /La contraseña debe tener al menos 8 caracteres/,
    );
    expect(input('Repite la nueva contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden');
    await userEvent.type(input('Contraseña actual'), 'Nueva1234!');
    await userEvent.clear(input('Nueva contraseña'));
    await userEvent.type(input('Nueva contraseña'), 'Nueva1234!');
    expect(input('Nueva contraseña')).toHaveAccessibleDescription(
      /La nueva contraseña debe ser distinta de la actual\./,
    );
    expect(api.to('/oauth/auth/change-password')).toHaveLength(0);
  });

  it('puts a wrong current password on its field and changes nothing else', async () => {
    const api = server().on('/oauth/auth/change-password', () =>
      fieldRejected('currentPassword', 'La contraseña actual no es correcta.'),
    );
    renderCard();
    await fill('Mala1234!', 'Nueva1234!');
    await waitFor(() =>
      expect(input('Contraseña actual')).toHaveAccessibleDescription('La contraseña actual no es correcta.'),
    );
    expect(api.to('/oauth/auth/login')).toHaveLength(0);
  });

  it('ends the session and says why when the sign-in with the new password fails', async () => {
    server().on('/oauth/auth/login', () => fail(503, 'UNAVAILABLE', 'Servicio no disponible.'));
    const router = renderCard();
    await fill('Cliente123!', 'Nueva1234!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The shell shows the session's error (SIGN_IN_AGAIN) as a toast; here: no session is left.
    expect(storedAccessToken()).toBeNull();
    expect(SIGN_IN_AGAIN).toMatch(/Inicia sesión con la nueva contraseña/);
  });
});
