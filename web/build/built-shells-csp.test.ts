/**
 * Every inline script of the built pages runs under the site's Content-Security-Policy (infra/security-headers.ts):
 * each prerendered shell (<outDir>/shells/*.html) carries the after-paint script inline, and the CSP must allow
 * its exact text by hash; index.html carries none. A script whose text changed without its hash would be blocked
 * in the browser and the page would never start its app. Builds the SPA into a temporary folder (about 15 s), or
 * reads the build `npm test` made once (PITAHAYA_TEST_WEB_DIST, test/run.ts), like first-load.test.ts.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptHashSource } from '../../infra/security-headers.js';
import { buildWeb } from './first-load.js';
import { SHELL_DIR, SHELL_ROUTES } from './shell-routes.js';

const prebuilt = process.env.PITAHAYA_TEST_WEB_DIST;
const usePrebuilt = !!prebuilt && existsSync(join(prebuilt, SHELL_DIR));
const outDir = usePrebuilt ? prebuilt : mkdtempSync(join(tmpdir(), 'pitahaya-web-csp-'));

/** The texts of the scripts of `html` that a browser runs (not data blocks such as JSON-LD), with src or not. */
function runnableScripts(html: string): { src: string | null; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\btype="(?!module"|text\/javascript")[^"]*"/i.test(attributes ?? ''))
    .map(([, attributes, text]) => ({
      src: /\bsrc="([^"]+)"/.exec(attributes ?? '')?.[1] ?? null,
      text: text ?? '',
    }));
}

/** The sources of the CSP's script-src directive. */
function scriptSources(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

describe('the inline scripts of the built pages', () => {
  beforeAll(() => (usePrebuilt ? undefined : buildWeb(outDir)));
  afterAll(() => (usePrebuilt ? undefined : rmSync(outDir, { recursive: true, force: true })));
  const allowed = scriptSources(contentSecurityPolicy({ uploadOrigins: [] }));

  it('are allowed by the CSP, by hash: the after-paint script of each shell, none elsewhere', () => {
    const shells = readdirSync(join(outDir, SHELL_DIR)).filter((name) => name.endsWith('.html'));
    expect(shells.sort()).toEqual(SHELL_ROUTES.map((route) => `${route.name}.html`).sort());
    for (const name of shells) {
      const inline = runnableScripts(readFileSync(join(outDir, SHELL_DIR, name), 'utf8')).filter(
        (script) => script.src === null,
      );
      expect(inline, name).toHaveLength(1);
      for (const script of inline) expect(allowed, name).toContain(scriptHashSource(script.text));
    }
    const index = runnableScripts(readFileSync(join(outDir, 'index.html'), 'utf8'));
    for (const script of index.filter((one) => one.src === null))
      expect(allowed, 'index.html').toContain(scriptHashSource(script.text));
    // Scripts with a file are allowed by 'self' (every one is on the site itself).
    for (const script of index.filter((one) => one.src !== null)) expect(script.src).toMatch(/^\/assets\//);
    expect(allowed).toContain("'self'");
  });

  it('finds a changed script: its hash is not in the CSP', () => {
    expect(runnableScripts('<script type="application/ld+json">{}</script><script>go()</script>')).toEqual([
      { src: null, text: 'go()' },
    ]);
    expect(allowed).not.toContain(scriptHashSource('go()'));
  });
});
