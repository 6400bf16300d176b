import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NEW_ORDER_EMAIL_CARD as C,
  NEW_ORDER_EMAIL_OPTIONS as O,
} from '../../../../shared/messages/new-order-mail.js';
import { PROFILE_MESSAGES } from '../../../../shared/messages/user.js';
import { fieldRejected, ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import { userProfile } from '../../test/users';
import { NewOrderEmailsCard } from './NewOrderEmailsCard';

const PROFILE = userProfile({
  id: 'u-1',
  email: 'finca@ejemplo.es',
  fullName: 'Finca',
  role: 'producer',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

const card = () => screen.getByRole('region', { name: C.title });
const option = (label: string) => within(card()).getByRole('radio', { name: label });

describe("the farm's new-order e-mails card", () => {
  it('shows the daily summary chosen when the farm never chose, each option described, and the bell', () => {
    renderScreen('/profile', <NewOrderEmailsCard profile={PROFILE} onSaved={vi.fn()} />, {
      role: 'producer',
    });
    expect(card()).toHaveAttribute('id', 'correos-pedidos');
    expect(within(card()).getByRole('group', { name: C.legend })).toBeInTheDocument();
    expect(option(O.daily.label)).toBeChecked();
    expect(option(O.each.label)).not.toBeChecked();
    expect(option(O.daily.label)).toHaveAccessibleDescription(O.daily.hint);
    expect(option(O.each.label)).toHaveAccessibleDescription(O.each.hint);
    expect(within(card()).getByText(C.bell)).toBeInTheDocument();
  });

  it('saves the choice with PUT /v1/users/profile and shows what was saved', async () => {
    const onSaved = vi.fn();
    const api = apiServer({
      'PUT /v1/users/profile': (call) => ok({ profile: { ...PROFILE, ...(call.body as object) } }),
    });
    renderScreen('/profile', <NewOrderEmailsCard profile={PROFILE} onSaved={onSaved} />, {
      role: 'producer',
    });
    const user = userEvent.setup();
    await user.click(option(O.each.label));
    await user.click(within(card()).getByRole('button', { name: C.save }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ newOrderEmails: 'each' })),
    );
    expect(api.to('PUT', '/v1/users/profile')[0]?.body).toEqual({ newOrderEmails: 'each' });
    expect(await screen.findByText(C.saved)).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the choice", async () => {
    apiServer({
      'PUT /v1/users/profile': () => fieldRejected('newOrderEmails', PROFILE_MESSAGES.newOrderEmailsInvalid),
    });
    renderScreen(
      '/profile',
      <NewOrderEmailsCard profile={{ ...PROFILE, newOrderEmails: 'each' }} onSaved={vi.fn()} />,
      { role: 'producer' },
    );
    const user = userEvent.setup();
    expect(option(O.each.label)).toBeChecked();
    await user.click(option(O.daily.label));
    await user.click(within(card()).getByRole('button', { name: C.save }));
    expect(await within(card()).findByText(PROFILE_MESSAGES.newOrderEmailsInvalid)).toBeInTheDocument();
    expect(option(O.daily.label)).toBeChecked();
  });
});
