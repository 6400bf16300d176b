import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_LEGAL_MESSAGES as M } from '../../../../shared/messages/legal.js';
import { fieldRejected, ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import { userProfile } from '../../test/users';
import { PlantOperatorCard } from './PlantOperatorCard';

const PROFILE = userProfile({
  id: 'u-1',
  email: 'finca@ejemplo.es',
  fullName: 'Finca',
  role: 'producer',
  plantOperatorNumber: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe("the farm's operator number card", () => {
  it('saves the number, and refuses a malformed one before sending', async () => {
    const onSaved = vi.fn();
    const api = apiServer({
      'PUT /v1/users/profile': (call) => ok({ profile: { ...PROFILE, ...(call.body as object) } }),
    });
    renderScreen('/profile', <PlantOperatorCard profile={PROFILE} onSaved={onSaved} />, { role: 'producer' });
    const user = userEvent.setup();
    const card = screen.getByTestId('plant-operator');
    const field = within(card).getByLabelText(/Número de registro de operador profesional/);
    await user.type(field, '<>');
    await user.click(within(card).getByRole('button', { name: 'Guardar el número' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(M.plantOperatorInvalid(40)));
    expect(api.to('PUT', '/v1/users/profile')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'ES-04-0123');
    await user.click(within(card).getByRole('button', { name: 'Guardar el número' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.to('PUT', '/v1/users/profile')[0]?.body).toEqual({ plantOperatorNumber: 'ES-04-0123' });
  });

  it("shows the server's refusal on the field (the farm still sells plants)", async () => {
    apiServer({ 'PUT /v1/users/profile': () => fieldRejected('plantOperatorNumber', M.plantOperatorInUse) });
    renderScreen(
      '/profile',
      <PlantOperatorCard profile={{ ...PROFILE, plantOperatorNumber: 'ES-04-0123' }} onSaved={vi.fn()} />,
      { role: 'producer' },
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText(/Número de registro de operador profesional/);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Guardar el número' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(M.plantOperatorInUse)),
    );
  });
});
