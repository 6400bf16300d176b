/** The legal pages' share pages (docs/share-pages.md "The legal pages' text in their HTML"). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { get, INDEX, shareHandlerHarness } from './testing.js';

const { ddbMock, dir: tempDir } = shareHandlerHarness();

describe('share pages handler: the legal pages', () => {
  /** The legal shell: the page area of a page loading its text (the prerendered one is /aviso-legal's). */
  const LEGAL_SHELL = INDEX.replace(
    '<body></body>',
    // In two Suspense boundaries (the lazy group of routes and the screen), as the build writes it.
    '<body><div id="root" data-prerendered><main id="contenido"><!--$--><!--$--><div class="page page--narrow legal-page">' +
      '<div class="spinner spinner--page" role="status"></div></div><!--/$--><!--/$--></main></div></body>',
  );
  const IDENTITY_ITEM = {
    PK: 'LEGAL',
    SK: 'IDENTITY',
    name: 'Cooperativa </script><b>Ejemplo</b>',
    nif: 'F04123451',
    address: 'Calle Mayor 1, Níjar',
    email: 'hola@ejemplo.test',
    updatedAt: '2026-05-01T10:00:00.000Z',
  };
  const TEXT_ITEM = {
    PK: 'LEGAL',
    SK: 'TEXT#condiciones',
    body: '## Precios\n- Titular: {nombre}\n- Teléfono: {telefono}\n\n## Quejas\nVe a [contacto](/contact) <img src=x onerror=alert(1)>.',
    reviewed: true,
    updatedAt: '2026-06-02T10:00:00.000Z',
  };

  /** Runs `check` with the legal shell in place (SITE_LEGAL_FILE). */
  async function withLegalShell(check: () => Promise<void>) {
    const shell = join(tempDir(), 'legal.html');
    writeFileSync(shell, LEGAL_SHELL);
    process.env.SITE_LEGAL_FILE = shell;
    try {
      await check();
    } finally {
      delete process.env.SITE_LEGAL_FILE;
    }
  }

  it('answers each legal page with its own title, description and canonical address, and its text in the legal shell', async () => {
    await withLegalShell(async () => {
      ddbMock.on(GetCommand).resolves({});
      ddbMock.on(GetCommand, { Key: { PK: 'LEGAL', SK: 'IDENTITY' } }).resolves({ Item: IDENTITY_ITEM });
      ddbMock.on(GetCommand, { Key: { PK: 'LEGAL', SK: 'TEXT#condiciones' } }).resolves({ Item: TEXT_ITEM });
      const page = await get('/condiciones');
      expect(page.statusCode).toBe(200);
      expect(page.headers?.['cache-control']).toBe('public, max-age=60');
      const html = String(page.body);
      expect(html).toContain('<title>Condiciones de compra · Pitahaya Marketplace</title>');
      expect(html).toContain('<meta name="description" content="Precios con IVA, envíos, pagos');
      expect(html).toContain('<link rel="canonical" href="https://tienda.example/condiciones">');
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/v1/legal/texts/condiciones">',
      );
      expect(html).toContain('<meta property="og:url" content="https://tienda.example/condiciones">');
      // Read as the API reads it: the identity and the text, by key.
      expect(ddbMock.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual(
        expect.arrayContaining([
          { PK: 'LEGAL', SK: 'IDENTITY' },
          { PK: 'LEGAL', SK: 'TEXT#condiciones' },
        ]),
      );
      // The page as the app renders it (shared/rules/legal/legal-page-html.ts), in place of the spinner, all
      // that was typed escaped.
      for (const part of [
        '<main id="contenido"><!--$--><!--$--><div class="page page--narrow legal-page">',
        '</div></div><!--/$--><!--/$--></main>',
        '<h1 class="page__title" tabindex="-1">Condiciones de compra</h1>',
        '<p class="legal__updated">Última actualización: 2 de junio de 2026</p>',
        '<li><span>Titular: Cooperativa &lt;/script&gt;&lt;b&gt;Ejemplo&lt;/b&gt;</span></li>',
        '<a href="/contact" data-discover="true">contacto</a>',
        '&lt;img src=x onerror=alert(1)&gt;',
      ]) {
        expect(html).toContain(part);
      }
      for (const absent of ['spinner', '<img', '<b>']) expect(html).not.toContain(absent);
      // A line whose placeholder is empty (no phone) is left out (the JSON holds the text as saved).
      expect(html.slice(html.indexOf('<body>'))).not.toContain('Teléfono');
      // The answer as JSON for the app, with nothing that could end its script element.
      const json =
        /<script type="application\/json" data-legal-first-view="condiciones">([^<]*)<\/script>/.exec(html);
      expect(JSON.parse(json?.[1] ?? 'null')).toMatchObject({
        legal: { name: IDENTITY_ITEM.name, configured: true },
        text: { id: 'condiciones', body: TEXT_ITEM.body, model: false, reviewed: true },
      });
      expect(html.match(/<\/script>/g)).toHaveLength(2); // the JSON's and the app's module script

      const titles = new Set<string>();
      for (const path of ['/aviso-legal', '/privacidad', '/condiciones', '/cookies/']) {
        const answer = String((await get(path)).body);
        const title = /<title>([^<]*)<\/title>/.exec(answer)?.[1] ?? '';
        titles.add(title);
        expect(answer).toContain(
          `<link rel="canonical" href="https://tienda.example${path.replace(/\/$/, '')}">`,
        );
        // Its own heading and text (a text never saved reads as its model, with the notice).
        expect(answer).toContain(`<h1 class="page__title" tabindex="-1">${title.split(' · ')[0]}</h1>`);
        expect(answer).toContain('<div class="prose legal">');
        expect(answer).toMatch(/data-legal-first-view="[a-z-]+"/);
      }
      expect(titles.size).toBe(4);
    });
  });

  it('says when the identity is not configured, and writes the model text with its notice', async () => {
    await withLegalShell(async () => {
      ddbMock.on(GetCommand).resolves({});
      const html = String((await get('/aviso-legal')).body);
      expect(html).toContain(
        '<p class="legal__model" role="note">La tienda aún no ha publicado sus datos legales.</p>',
      );
      expect(html).toContain('data-testid="legal-model-notice"');
    });
  });

  it('leaves a legal page loading its text, not kept, when the text cannot be read', async () => {
    await withLegalShell(async () => {
      ddbMock.on(GetCommand).rejects(new Error('throttled'));
      const page = await get('/privacidad');
      expect(page.statusCode).toBe(200);
      expect(page.headers?.['cache-control']).toBe('no-store');
      const html = String(page.body);
      expect(html).toContain('<title>Política de privacidad · Pitahaya Marketplace</title>');
      // This page's own heading and spinner (the shell was prerendered at /aviso-legal), no JSON.
      expect(html).toContain('<h1 class="page__title" tabindex="-1">Política de privacidad</h1>');
      expect(html).toContain('<span class="spinner__label">Cargando política de privacidad...</span>');
      expect(html).not.toContain('data-legal-first-view');
    });
  });

  it('puts the text only as JSON into index.html when the build has no legal shell', async () => {
    ddbMock.on(GetCommand).resolves({});
    const page = await get('/cookies');
    expect(page.statusCode).toBe(200);
    const html = String(page.body);
    expect(html).toContain('src="/assets/app.js"');
    expect(html).toContain('data-legal-first-view="cookies"');
    expect(html).not.toContain('class="prose legal"');
  });
});
