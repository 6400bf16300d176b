import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalTextsAnswer } from '../../../../shared/contracts/legal/contract.js';
import type { LegalText } from '../../../../shared/contracts/legal/entities.js';
import { LEGAL_MESSAGES } from '../../../../shared/messages/legal.js';
import { fieldRejected, ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import AdminLegalScreen from './AdminLegalScreen';

const text = (id: LegalText['id'], title: string, overrides: Partial<LegalText> = {}): LegalText => ({
  id,
  title,
  body: `## ${title}\nTexto de {nombre}.`,
  model: true,
  reviewed: false,
  updatedAt: null,
  ...overrides,
});

const ANSWER: LegalTextsAnswer = {
  legal: {
    name: 'Cooperativa Ejemplo',
    nif: 'F04123451',
    address: 'Calle Mayor 1',
    email: 'hola@ejemplo.test',
    configured: true,
    updatedAt: '2026-05-01T10:00:00.000Z',
  },
  texts: [
    text('aviso-legal', 'Aviso legal'),
    text('privacidad', 'Política de privacidad', { reviewed: true, model: false }),
    text('condiciones', 'Condiciones de compra'),
    text('cookies', 'Cookies y almacenamiento'),
    text('formulario-desistimiento', 'Formulario de desistimiento'),
  ],
};

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const api = apiServer({ 'GET /v1/legal/texts': () => ok(ANSWER) });
  renderScreen('/admin/legal', <AdminLegalScreen />, { role: 'admin' });
  return api;
}

describe('the admin legal page', () => {
  it('saves the identity, and puts a wrong NIF on its field without sending it', async () => {
    const api = setup();
    const user = userEvent.setup();
    const form = await screen.findByTestId('legal-identity-form');
    const nif = within(form).getByLabelText('NIF o CIF');
    await user.clear(nif);
    await user.click(nif);
    await user.paste('F04123452');
    await user.click(within(form).getByRole('button', { name: 'Guardar los datos legales' }));
    expect(nif).toHaveAccessibleDescription(expect.stringContaining(LEGAL_MESSAGES.nifInvalid));
    expect(api.to('PUT', '/v1/legal')).toHaveLength(0);

    api.on('PUT /v1/legal', (call) =>
      ok({ legal: { ...ANSWER.legal, ...(call.body as object), updatedAt: '2026-06-01' } }),
    );
    await user.clear(nif);
    await user.paste('f04123451');
    await user.click(within(form).getByRole('button', { name: 'Guardar los datos legales' }));
    await waitFor(() => expect(api.to('PUT', '/v1/legal')).toHaveLength(1));
    expect(api.to('PUT', '/v1/legal')[0]?.body).toEqual({
      name: 'Cooperativa Ejemplo',
      nif: 'F04123451',
      address: 'Calle Mayor 1',
      email: 'hola@ejemplo.test',
      phone: null,
      registry: null,
    });
    expect(await screen.findByText(LEGAL_MESSAGES.identityUpdated)).toBeInTheDocument();
  });

  it('shows the server refusal on the NIF', async () => {
    const api = setup();
    api.on('PUT /v1/legal', () => fieldRejected('nif', LEGAL_MESSAGES.nifInvalid));
    const user = userEvent.setup();
    const form = await screen.findByTestId('legal-identity-form');
    await user.click(within(form).getByRole('button', { name: 'Guardar los datos legales' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('NIF o CIF')).toHaveAccessibleDescription(
        expect.stringContaining(LEGAL_MESSAGES.nifInvalid),
      ),
    );
  });

  it('lists the texts still to review, and saves one marked reviewed', async () => {
    const api = setup();
    const user = userEvent.setup();
    expect(await screen.findByTestId('legal-pending')).toHaveTextContent(
      'Aviso legal, Condiciones de compra, Cookies y almacenamiento, Formulario de desistimiento',
    );
    await user.selectOptions(screen.getByLabelText('Texto'), 'condiciones');
    const editor = screen.getByTestId('legal-editor-condiciones');
    const area = within(editor).getByLabelText('Texto de «Condiciones de compra»');
    await user.clear(area);
    await user.click(area);
    await user.paste('## Precios\nCon IVA.');
    await user.click(within(editor).getByLabelText('Revisado por el abogado de la cooperativa'));
    api.on('PUT /v1/legal/texts/condiciones', (call) =>
      ok({
        legal: ANSWER.legal,
        text: {
          ...(ANSWER.texts[2] as LegalText),
          ...(call.body as object),
          model: false,
          updatedAt: '2026-06-01',
        },
      }),
    );
    await user.click(within(editor).getByRole('button', { name: 'Guardar el texto' }));
    await waitFor(() => expect(api.to('PUT', '/v1/legal/texts/condiciones')).toHaveLength(1));
    expect(api.to('PUT', '/v1/legal/texts/condiciones')[0]?.body).toEqual({
      body: '## Precios\nCon IVA.',
      reviewed: true,
    });
    expect(await screen.findByText(LEGAL_MESSAGES.textUpdated)).toBeInTheDocument();
    expect(screen.getByTestId('legal-pending')).not.toHaveTextContent('Condiciones de compra');
  });

  it('refuses an empty text before sending, and puts the model back after a confirmation', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Texto'), 'privacidad');
    const editor = screen.getByTestId('legal-editor-privacidad');
    await user.clear(within(editor).getByLabelText('Texto de «Política de privacidad»'));
    await user.click(within(editor).getByRole('button', { name: 'Guardar el texto' }));
    expect(within(editor).getByText(LEGAL_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(api.to('PUT', '/v1/legal/texts/privacidad')).toHaveLength(0);

    api.on('PUT /v1/legal/texts/privacidad', () =>
      ok({ legal: ANSWER.legal, text: ANSWER.texts[1] as LegalText }),
    );
    await user.click(within(editor).getByRole('button', { name: 'Volver al modelo' }));
    await user.click(within(editor).getByRole('button', { name: 'Sí, volver al modelo' }));
    await waitFor(() => expect(api.to('PUT', '/v1/legal/texts/privacidad')).toHaveLength(1));
    expect(api.to('PUT', '/v1/legal/texts/privacidad')[0]?.body).toEqual({ body: null, reviewed: false });
  });
});
