/**
 * The shop's identity and legal texts over HTTP (docs/legal.md): the seeded identity, the admin's changes (the
 * NIF/CIF checked, nothing written on a refusal), a text saved, reviewed and put back to its model, and each
 * legal page's share tags and text through the gateway.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LEGAL_TEXT_MODELS } from '../../shared/content/legal/models.js';
import { LEGAL_FIRST_VIEW_ATTRIBUTE } from '../../shared/rules/legal/legal-first-view.js';
import { SEED_LEGAL_IDENTITY as SEEDED } from '../../infra/local/seed/legal.js';
import { LEGAL_MESSAGES } from '../../shared/messages/legal.js';
import { api } from './commerce.js';
import { accessToken, baseUrl, call, noStack, type Envelope } from './helpers.js';

const put = (path: string, token: string, body: unknown) => api(path, token, { method: 'PUT', body });

/** The page's legal text as the share page wrote it for the app (its JSON data block), or null. */
function firstView(html: string, page: string): unknown {
  const block = new RegExp(
    `<script type="application/json" ${LEGAL_FIRST_VIEW_ATTRIBUTE}="${page}">([^<]*)</script>`,
  );
  const json = block.exec(html)?.[1];
  return json === undefined ? null : JSON.parse(json);
}

describe.skipIf(noStack)('the shop identity and legal texts', () => {
  let admin = '';
  afterAll(async () => {
    if (!admin) return;
    await put('/v1/legal', admin, SEEDED);
    await put('/v1/legal/texts/cookies', admin, { body: null, reviewed: false });
  });

  it('answers the seeded identity to anyone', async () => {
    const answer = await call<Envelope>('/v1/legal');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.legal).toMatchObject({ ...SEEDED, configured: true });
  });

  it('lets an admin change it; a wrong NIF is 422 in Spanish and changes nothing; others get 403', async () => {
    admin = await accessToken('admin@pitahaya.test', 'Admin123!');
    const consumer = await accessToken('cliente@pitahaya.test', 'Cliente123!');
    expect((await put('/v1/legal', consumer, SEEDED)).status).toBe(403);

    const wrong = await put('/v1/legal', admin, { ...SEEDED, nif: 'F04123452', name: 'Otro nombre' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.status.message).toBe(LEGAL_MESSAGES.nifInvalid);
    expect((await call<Envelope>('/v1/legal')).body.data?.legal).toMatchObject({ name: SEEDED.name });

    const saved = await put('/v1/legal', admin, { ...SEEDED, phone: null, registry: '' });
    expect(saved.status).toBe(200);
    const legal = (await call<Envelope>('/v1/legal')).body.data?.legal as Record<string, unknown>;
    expect(legal).toMatchObject({ name: SEEDED.name, nif: 'F04123451' });
    expect(legal).not.toHaveProperty('phone');
    expect(legal).not.toHaveProperty('registry');
  });

  it('serves each text as its model until an admin saves one, reviewed or not, and puts the model back', async () => {
    admin ||= await accessToken('admin@pitahaya.test', 'Admin123!');
    const model = await call<Envelope>('/v1/legal/texts/cookies');
    expect(model.body.data?.text).toMatchObject({
      body: LEGAL_TEXT_MODELS.cookies,
      model: true,
      reviewed: false,
    });

    const saved = await put('/v1/legal/texts/cookies', admin, {
      body: '## Cookies\nNinguna.',
      reviewed: true,
    });
    expect(saved.status).toBe(200);
    expect((await call<Envelope>('/v1/legal/texts/cookies')).body.data?.text).toMatchObject({
      body: '## Cookies\nNinguna.',
      model: false,
      reviewed: true,
    });
    // The share page reads the saved text live: the page's JSON for the app carries it, not the model (its
    // markup in the legal shell: services/seo/handler.test.ts and the first-paint e2e, which have a build).
    const page = await (await fetch(`${baseUrl}/cookies`)).text();
    expect(firstView(page, 'cookies')).toMatchObject({
      text: { body: '## Cookies\nNinguna.', model: false, reviewed: true },
    });
    if (page.includes('<div class="prose legal">')) {
      expect(page).toContain('<p><span>Ninguna.</span></p>');
      expect(page).not.toContain('data-testid="legal-model-notice"');
    }

    const empty = await put('/v1/legal/texts/cookies', admin, { body: '   ', reviewed: true });
    expect(empty.status).toBe(422);
    expect(empty.body.status.message).toBe(LEGAL_MESSAGES.bodyRequired);

    const restored = await put('/v1/legal/texts/cookies', admin, { body: null, reviewed: false });
    expect(restored.body.data?.text).toMatchObject({ body: LEGAL_TEXT_MODELS.cookies, model: true });
    expect((await call<Envelope>('/v1/legal/texts/otro')).status).toBe(422);
  });

  it('answers each legal page with its own tags, without JavaScript', async () => {
    for (const [path, title] of [
      ['/aviso-legal', 'Aviso legal'],
      ['/privacidad', 'Política de privacidad'],
      ['/condiciones', 'Condiciones de compra'],
      ['/cookies', 'Cookies y almacenamiento'],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title} · Pitahaya Marketplace</title>`);
      // And its text, read by the share page (docs/share-pages.md): written into the legal shell of a production
      // build (then the page's heading is there), and as JSON for the app in any case.
      expect(firstView(html, path.slice(1))).toMatchObject({ text: { id: path.slice(1) } });
      if (html.includes('<div class="prose legal">')) {
        expect(html).toContain(`<h1 class="page__title" tabindex="-1">${title}</h1>`);
      }
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${path}">`));
      expect(response.headers.get('content-security-policy')).toBeTruthy();
    }
  });
});
