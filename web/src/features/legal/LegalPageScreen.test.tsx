import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_STORAGE } from '../../../../shared/constants/browser-storage.js';
import type { LegalTextAnswer } from '../../../../shared/contracts/legal/contract.js';
import { LEGAL_MESSAGES, LEGAL_TEXTS_UI } from '../../../../shared/messages/legal.js';
import { fail, ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen, link } from '../../test/utils';
import LegalPageScreen from './LegalPageScreen';

const LEGAL = {
  name: 'Cooperativa Ejemplo',
  nif: 'F04123451',
  address: 'Calle Mayor 1, Níjar',
  email: 'hola@ejemplo.test',
  configured: true,
  updatedAt: '2026-05-01T10:00:00.000Z',
};

const answer = (overrides: Partial<LegalTextAnswer['text']> = {}): LegalTextAnswer => ({
  legal: LEGAL,
  text: {
    id: 'aviso-legal',
    title: 'Aviso legal',
    body: '## Titular\n- Titular: {nombre}\n- NIF: {nif}\n- Teléfono: {telefono}\n\n## Quejas\nEscribe a {email} o ve a [contacto](/contact).',
    model: true,
    reviewed: false,
    updatedAt: null,
    ...overrides,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('a legal page', () => {
  it('shows the text filled with the identity, numbered sections and the model notice', async () => {
    apiServer({ 'GET /v1/legal/texts/aviso-legal': () => ok(answer()) });
    renderScreen('/aviso-legal', <LegalPageScreen />);
    expect(await screen.findByRole('heading', { name: '1. Titular' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeInTheDocument();
    expect(screen.getByText('Titular: Cooperativa Ejemplo')).toBeInTheDocument();
    expect(screen.getByText('NIF: F04123451')).toBeInTheDocument();
    // No phone: its line is left out rather than shown empty.
    expect(screen.queryByText(/Teléfono/)).not.toBeInTheDocument();
    expect(link('contacto')).toHaveAttribute('href', '/contact');
    expect(screen.getByTestId('legal-model-notice')).toHaveTextContent(LEGAL_TEXTS_UI.modelNotice);
    const toc = screen.getByRole('navigation', { name: 'Contenido' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Titular', 'Quejas']);
  });

  it('drops the model notice once the text was reviewed, and dates it', async () => {
    apiServer({
      'GET /v1/legal/texts/aviso-legal': () =>
        ok(answer({ model: false, reviewed: true, updatedAt: '2026-06-02T10:00:00.000Z' })),
    });
    renderScreen('/aviso-legal', <LegalPageScreen />);
    expect(await screen.findByText('Última actualización: 2 de junio de 2026')).toBeInTheDocument();
    expect(screen.queryByTestId('legal-model-notice')).not.toBeInTheDocument();
  });

  it('says when the shop has not published its identity yet', async () => {
    apiServer({
      'GET /v1/legal/texts/aviso-legal': () =>
        ok({
          ...answer(),
          legal: { ...LEGAL, name: '', nif: '', address: '', email: '', configured: false },
        }),
    });
    renderScreen('/aviso-legal', <LegalPageScreen />);
    expect(await screen.findByText(LEGAL_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(screen.queryByText(/Titular:/)).not.toBeInTheDocument();
  });

  it('lists everything the shop stores in the browser on /cookies', async () => {
    apiServer({
      'GET /v1/legal/texts/cookies': () =>
        ok(answer({ id: 'cookies', title: 'Cookies y almacenamiento', body: '## Qué guardamos\nPoco.' })),
    });
    renderScreen('/cookies', <LegalPageScreen />);
    const list = await screen.findByRole('heading', { name: 'Lo que guardamos en tu navegador' });
    const section = list.closest('section') as HTMLElement;
    for (const entry of BROWSER_STORAGE) expect(within(section).getByText(entry.key)).toBeInTheDocument();
  });

  it('offers a retry when the text cannot be read', async () => {
    const api = apiServer({ 'GET /v1/legal/texts/condiciones': () => fail(503, 'INTERNAL_ERROR', 'Caído') });
    renderScreen('/condiciones', <LegalPageScreen />);
    expect(await screen.findByText(LEGAL_TEXTS_UI.unavailable)).toBeInTheDocument();
    api.on('GET /v1/legal/texts/condiciones', () =>
      ok(answer({ id: 'condiciones', title: 'Condiciones de compra', body: '## Precios\nCon IVA.' })),
    );
    screen.getByRole('button', { name: 'Reintentar' }).click();
    await waitFor(() => expect(screen.getByText('Con IVA.')).toBeInTheDocument());
  });
});
