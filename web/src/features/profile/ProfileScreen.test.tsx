import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { DATA_RIGHTS_MESSAGES } from '../../../../shared/messages/legal.js';
import { PROFILE_MESSAGES } from '../../../../shared/messages/user.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { PRICING_MESSAGES } from '../../../../shared/messages/pricing.js';
import { Header } from '../../components/Header';
import { errorBody, fakeServer, USER_INFO } from '../../lib/session/session-test-utils';
import { fieldRejected } from '../../test/api-answers';
import { renderAtProfile } from './profile-test-utils';
import { jsonResponse } from '../../test/utils';
import ProfileScreen from './ProfileScreen';

const PROFILE = {
  id: 'u1',
  email: 'productor@pitahaya.test',
  fullName: 'Pedro Productor',
  role: 'producer',
  isActive: true,
  phone: '+34 600 000 000',
  payoutAccount: { iban: 'ES9121000418450200051332', holder: 'Finca Las Palmas' },
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

const ok = (data: unknown, message = 'ok') => jsonResponse({ status: { code: 'SUCCESS', message }, data });

function server(profile: object = PROFILE) {
  return fakeServer()
    .on('/oauth/auth/user-info', () => jsonResponse(USER_INFO))
    .on('/oauth/auth/refresh-token', () => jsonResponse({ access_token: 'a2', expires_in: 3600 }))
    .on('GET /v1/users/profile', () => ok({ profile }));
}

const puts = (api: ReturnType<typeof server>) => api.calls.filter((call) => call.method === 'PUT');

/**
 * A whole text at once (cleared, then pasted): the forms here check their fields when sent or left, not per key,
 * and typing re-rendered the whole profile page on every key (seconds a test on a busy machine).
 */
async function fill(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.paste(text);
}

const renderProfile = () =>
  renderAtProfile(
    <>
      <Header />
      <ProfileScreen />
    </>,
    { withCart: true },
  );

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('ProfileScreen', () => {
  it('shows the profile from GET /v1/users/profile', async () => {
    const api = server();
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(await screen.findByText('+34 600 000 000')).toBeInTheDocument();
    expect(screen.getAllByText('productor@pitahaya.test').length).toBeGreaterThan(0);
    expect(screen.getByText('Productor')).toBeInTheDocument();
    expect(screen.getByText('Cuenta activa')).toBeInTheDocument();
    expect(screen.getByText('Miembro desde el 1 de marzo de 2025')).toBeInTheDocument();
    expect(screen.getAllByText('Sin indicar')).toHaveLength(2);
    expect(api.to('/v1/users/profile')[0]!.authorization).toBe('Bearer a1');
  });

  it('edits: focuses the name, sends only what changed, shows the result and renames the header', async () => {
    const api = server().on('PUT /v1/users/profile', (call) =>
      ok({ profile: { ...PROFILE, ...(call.body as object) } }, 'Perfil actualizado correctamente.'),
    );
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar datos' }));
    expect(field('Nombre completo')).toHaveFocus();
    expect(field('Email')).toHaveAttribute('readonly');
    await fill(field('Nombre completo'), 'Finca Las Palmas');
    await fill(field('Ciudad (opcional)'), 'Murcia');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Perfil actualizado correctamente.')).toBeInTheDocument();
    expect(api.to('/v1/users/profile').find((call) => call.method === 'PUT')!.body).toEqual({
      fullName: 'Finca Las Palmas',
      city: 'Murcia',
    });
    expect(screen.getByText('Murcia')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar datos' })).toHaveFocus());
    // The header follows the new name.
    expect(screen.getByRole('button', { name: /Finca Las Palmas/ })).toBeInTheDocument();
  });

  it("validates with profileUpdateSchema: phone format, and 'No hay datos válidos para actualizar'", async () => {
    const api = server();
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar datos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.nothingToUpdate);
    await fill(field('Teléfono (opcional)'), 'llámame');
    await userEvent.clear(field('Nombre completo'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(field('Nombre completo')).toHaveAccessibleDescription(
      `${VALIDATION_MESSAGES.fullNameRequired} Te quedan 100 caracteres`,
    );
    expect(field('Teléfono (opcional)')).toHaveAccessibleDescription(
      new RegExp(VALIDATION_MESSAGES.phoneFormat),
    );
    expect(field('Nombre completo')).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("puts the server's field errors on the fields; otherwise the contract's update message", async () => {
    server().on('PUT /v1/users/profile', () => fieldRejected('phone', 'Formato de teléfono inválido'));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar datos' }));
    await fill(field('Dirección (opcional)'), 'Calle Mayor 1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(field('Teléfono (opcional)')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Teléfono (opcional)')).toHaveFocus();

    fakeServer().on('PUT /v1/users/profile', () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.updateFailed));
  });

  it("shows 'Error al obtener el perfil del usuario' and can try again", async () => {
    let fail = true;
    fakeServer()
      .on('/oauth/auth/user-info', () => jsonResponse(USER_INFO))
      .on('GET /v1/users/profile', () =>
        fail ? jsonResponse(errorBody('INTERNAL_ERROR', 'x'), 500) : ok({ profile: PROFILE }),
      );
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.getFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('+34 600 000 000')).toBeInTheDocument();
  });

  it('deletes a consumer account with the password after an accessible dialog, then ends the session', async () => {
    let answer = () =>
      jsonResponse(
        errorBody('VALIDATION_ERROR', DATA_RIGHTS_MESSAGES.passwordWrong, [
          { field: 'password', message: DATA_RIGHTS_MESSAGES.passwordWrong },
        ]),
        422,
      );
    const api = server({ ...PROFILE, role: 'consumer' }).on('DELETE /v1/users/profile', () => answer());
    const router = renderProfile();
    const open = await screen.findByRole('button', { name: 'Eliminar mi cuenta' });
    await userEvent.click(open);
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Cancel is focused first; Escape closes and the focus goes back.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAccessibleDescription(DATA_RIGHTS_MESSAGES.passwordRequired);
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await userEvent.type(password, 'otra');
    await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(DATA_RIGHTS_MESSAGES.passwordWrong));
    expect(api.calls.filter((call) => call.method === 'DELETE')[0]?.body).toEqual({ password: 'otra' });

    answer = () =>
      ok({ deleted: { id: 'u1', anonymisedOrders: 2, deletedItems: 3 } }, DATA_RIGHTS_MESSAGES.deleted);
    await userEvent.clear(password);
    await userEvent.type(password, 'Cliente123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.deleted)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBeNull();
    // A deleted account cannot revoke: no logout call.
    expect(api.to('/oauth/auth/logout')).toHaveLength(0);
  });

  it('downloads a copy of the data as a JSON file; a farm is sent to the admins to close its account', async () => {
    const api = server().on('GET /v1/users/profile/export', () =>
      ok({ export: { exportedAt: '2026-06-01T10:00:00.000Z', account: { id: 'u1' } } }),
    );
    const created = vi.fn(() => 'blob:datos');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    renderProfile();
    const card = await screen.findByTestId('data-rights');
    expect(within(card).queryByRole('button', { name: 'Eliminar mi cuenta' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent(DATA_RIGHTS_MESSAGES.producerByAdmin);
    await userEvent.click(within(card).getByRole('button', { name: 'Descargar mis datos' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(api.to('/v1/users/profile/export')[0]?.url).toContain('download=1');
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.exported)).toBeInTheDocument();
  });

  describe('a farm\'s payout account ("Cuenta para recibir tus cobros")', () => {
    const openForm = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Editar datos' }));
      return screen.getByRole('group', { name: 'Cuenta para recibir tus cobros' });
    };

    it('shows the IBAN in groups of four and the holder', async () => {
      server();
      renderProfile();
      expect(await screen.findByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
      expect(screen.getByText('Finca Las Palmas')).toBeInTheDocument();
      const group = await openForm();
      expect(group).toHaveAccessibleDescription(/Para quitarla, deja vacíos los dos campos/);
      expect(within(group).getByLabelText('IBAN')).toHaveValue('ES91 2100 0418 4502 0005 1332');
      expect(within(group).getByLabelText('IBAN')).toHaveAccessibleDescription(/Con o sin espacios/);
      expect(within(group).getByLabelText('Titular de la cuenta')).toHaveValue('Finca Las Palmas');
    });

    it('checks the IBAN with the shared rule, then sends the account in electronic form', async () => {
      const api = server({ ...PROFILE, payoutAccount: null }).on('PUT /v1/users/profile', (call) =>
        ok({ profile: { ...PROFILE, ...(call.body as object) } }, 'Perfil actualizado correctamente.'),
      );
      renderProfile();
      expect(await screen.findAllByText('Sin indicar')).toHaveLength(4);
      const group = await openForm();
      const iban = within(group).getByLabelText('IBAN');
      await fill(iban, 'es92 2100 0418 4502 0005 1332');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(iban).toHaveFocus();
      expect(iban).toHaveAccessibleDescription(new RegExp(PROFILE_MESSAGES.payoutIbanInvalid));
      expect(within(group).getByLabelText('Titular de la cuenta')).toHaveAccessibleDescription(
        new RegExp(PROFILE_MESSAGES.payoutHolderRequired),
      );
      expect(puts(api)).toHaveLength(0);

      await fill(iban, 'de89370400440532013000');
      await userEvent.tab();
      expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
      await fill(within(group).getByLabelText('Titular de la cuenta'), ' Finca Las Palmas ');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText('Perfil actualizado correctamente.')).toBeInTheDocument();
      expect(puts(api)[0]!.body).toEqual({
        payoutAccount: { iban: 'DE89370400440532013000', holder: 'Finca Las Palmas' },
      });
      expect(screen.getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    });

    it('removes the account when both fields are emptied, and sends nothing for an unchanged one', async () => {
      const api = server().on('PUT /v1/users/profile', () =>
        ok({ profile: { ...PROFILE, payoutAccount: null } }),
      );
      renderProfile();
      const group = await openForm();
      // Typed differently, the same account: not a change.
      await fill(within(group).getByLabelText('IBAN'), 'es9121000418450200051332');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.nothingToUpdate);
      await userEvent.clear(within(group).getByLabelText('IBAN'));
      await userEvent.clear(within(group).getByLabelText('Titular de la cuenta'));
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(puts(api)).toHaveLength(1));
      expect(puts(api)[0]!.body).toEqual({ payoutAccount: null });
    });

    it("puts the server's 422 errors on the payout account's fields", async () => {
      server().on('PUT /v1/users/profile', () =>
        fieldRejected('payoutAccount.holder', PROFILE_MESSAGES.payoutHolderTooLong),
      );
      renderProfile();
      const group = await openForm();
      const holder = within(group).getByLabelText('Titular de la cuenta');
      await userEvent.type(holder, ' SL');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(holder).toHaveAttribute('aria-invalid', 'true'));
      expect(holder).toHaveAccessibleDescription(new RegExp(PROFILE_MESSAGES.payoutHolderTooLong));
      expect(holder).toHaveFocus();
    });

    it('is not offered to a consumer', async () => {
      server({ ...PROFILE, role: 'consumer', payoutAccount: undefined });
      renderProfile();
      await userEvent.click(await screen.findByRole('button', { name: 'Editar datos' }));
      expect(screen.queryByRole('group', { name: 'Cuenta para recibir tus cobros' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
      expect(screen.queryByText('IBAN para tus cobros')).not.toBeInTheDocument();
    });
  });
});

describe("ProfileScreen: a farm's fiscal data and shipping", () => {
  const DEFAULT_TERMS = { flatFee: 4.9, freeFrom: 40, pickup: null };
  const farm = (overrides: object = {}) => ({
    ...PROFILE,
    fiscal: null,
    shipping: null,
    shippingDefault: DEFAULT_TERMS,
    ...overrides,
  });

  it('asks for the fiscal data, checks the NIF/CIF with the shared rule and saves them', async () => {
    const api = server(farm()).on('PUT /v1/users/profile', (call) =>
      ok({ profile: farm(call.body as object) }, 'Perfil actualizado correctamente.'),
    );
    renderProfile();
    const card = await screen.findByTestId('farm-fiscal');
    expect(within(card).getByTestId('fiscal-missing')).toHaveTextContent(/facturas quedan pendientes/);
    await userEvent.click(within(card).getByRole('button', { name: 'Completar datos fiscales' }));
    expect(field('Razón social o nombre del titular')).toHaveFocus();
    await fill(field('Razón social o nombre del titular'), 'Finca Las Palmas SL');
    await fill(field('NIF o CIF'), 'B12345670');
    await fill(field('Domicilio fiscal'), 'Camino del Valle 3, 30001 Murcia');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(field('NIF o CIF')).toHaveFocus();
    expect(field('NIF o CIF')).toHaveAccessibleDescription(new RegExp(PRICING_MESSAGES.fiscalNifInvalid));
    expect(puts(api)).toHaveLength(0);
    await fill(field('NIF o CIF'), 'b12345674');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(await within(card).findByText('B12345674')).toBeInTheDocument();
    expect(puts(api)[0]!.body).toEqual({
      fiscal: {
        legalName: 'Finca Las Palmas SL',
        nif: 'B12345674',
        address: 'Camino del Valle 3, 30001 Murcia',
      },
    });
  });

  it("shows the shop's terms, saves the farm's own with pickup, and goes back to the shop's", async () => {
    let current = farm();
    const api = server(current).on('PUT /v1/users/profile', (call) => {
      current = farm(call.body as object);
      return ok({ profile: current }, 'Perfil actualizado correctamente.');
    });
    renderProfile();
    const card = await screen.findByTestId('farm-shipping');
    expect(within(card).getByTestId('shipping-default')).toHaveTextContent('Usas la tarifa de la tienda.');
    expect(within(card).getByTestId('shipping-terms')).toHaveTextContent(/4,90\s€/);
    expect(
      within(card).queryByRole('button', { name: 'Usar la tarifa de la tienda' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Editar envíos' }));
    expect(field('Tarifa por pedido (€)')).toHaveValue('4,90');
    await fill(field('Tarifa por pedido (€)'), '3,50');
    await userEvent.clear(field('Envío gratis desde (€) (opcional)'));
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Ofrezco recogida en la finca' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar envíos' }));
    expect(field('Dirección de recogida')).toHaveFocus();
    expect(field('Horario de recogida')).toHaveAccessibleDescription(
      new RegExp(PRICING_MESSAGES.pickupHoursRequired),
    );
    await fill(field('Dirección de recogida'), 'Camino del Valle 3');
    await fill(field('Horario de recogida'), 'Sábados de 10:00 a 13:00');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar envíos' }));
    expect(
      await within(card).findByText('Camino del Valle 3 (Sábados de 10:00 a 13:00)'),
    ).toBeInTheDocument();
    expect(puts(api)[0]!.body).toEqual({
      shipping: {
        flatFee: 3.5,
        freeFrom: null,
        pickup: { address: 'Camino del Valle 3', hours: 'Sábados de 10:00 a 13:00' },
      },
    });

    const reset = within(card).getByRole('button', { name: 'Usar la tarifa de la tienda' });
    expect(reset).toHaveAccessibleDescription(/4,90\s€ por pedido, gratis desde 40,00\s€/);
    await userEvent.click(reset);
    expect(await within(card).findByTestId('shipping-default')).toBeInTheDocument();
    expect(puts(api)[1]!.body).toEqual({ shipping: null });
  });

  it('is not shown to a consumer', async () => {
    server({ ...PROFILE, role: 'consumer', payoutAccount: undefined });
    renderProfile();
    expect(await screen.findByText('+34 600 000 000')).toBeInTheDocument();
    expect(screen.queryByTestId('farm-fiscal')).not.toBeInTheDocument();
    expect(screen.queryByTestId('farm-shipping')).not.toBeInTheDocument();
  });
});
