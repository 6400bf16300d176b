import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICING_MESSAGES } from '../../../../shared/messages/pricing.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { pasteInto, textbox } from '../../test/utils';
import { luciaProfile } from '../../test/users';
import { SAVED_ADDRESS_TEXTS, SavedAddressCard } from './SavedAddressCard';
import { renderProfileCard } from './testing';

const SAVED = {
  fullName: 'Lucía Pérez',
  address: 'Calle Feria 12, 3º A',
  city: 'Sevilla',
  postalCode: '41003',
  phone: '600 123 456',
};

const PROFILE = luciaProfile();

describe('SavedAddressCard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds an address with the checkout rules: 2801 and 12 refused on their fields before sending', async () => {
    const api = apiServer({
      'PUT /v1/users/profile': (call) =>
        ok({
          profile: {
            ...PROFILE,
            shippingAddress: (call.body as { shippingAddress: unknown }).shippingAddress,
          },
        }),
    });
    renderProfileCard(SavedAddressCard, PROFILE);
    expect(screen.getByTestId('saved-address')).toHaveTextContent(SAVED_ADDRESS_TEXTS.none);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Añadir dirección' }));
    expect(textbox('Nombre completo')).toHaveValue('Lucía Pérez');
    expect(textbox('Ciudad')).toHaveValue('Sevilla');
    await pasteInto(user, 'Dirección', SAVED.address);
    await pasteInto(user, 'Código postal', '2801');
    await pasteInto(user, 'Teléfono', '12');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(screen.getByText(PRICING_MESSAGES.postalCodeInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneFormat)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile')).toHaveLength(0);

    await pasteInto(user, 'Código postal', '41003');
    await pasteInto(user, 'Teléfono', '600 123 456');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText(SAVED_ADDRESS_TEXTS.saved)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile')[0]!.body).toEqual({ shippingAddress: SAVED });
    expect(screen.getByTestId('saved-address')).toHaveTextContent('41003 Sevilla');
    // The focus comes back on the next frame (the form is gone by then).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar dirección' })).toHaveFocus());
  });

  it('forgets the address after a confirmation', async () => {
    const api = apiServer({ 'PUT /v1/users/profile': () => ok({ profile: PROFILE }) });
    renderProfileCard(SavedAddressCard, { ...PROFILE, shippingAddress: SAVED });
    expect(screen.getByTestId('saved-address')).toHaveTextContent('Calle Feria 12, 3º A');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Borrar tu dirección de envío?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, borrarla' }));
    expect(await screen.findByText(SAVED_ADDRESS_TEXTS.removed)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/users/profile')[0]!.body).toEqual({ shippingAddress: null });
    expect(screen.getByTestId('saved-address')).toHaveTextContent(SAVED_ADDRESS_TEXTS.none);
  });
});
