/**
 * The layers' staging without a synth (constructs/node-modules-layer.ts): which packages a layer takes from
 * node_modules, what it leaves out, and that the staged Stripe SDK works from the layer's folder alone.
 * pitahaya-stack.test.ts checks the synthesised layers and the functions they are attached to.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfLib from 'pdf-lib';
import type StripeSdk from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { layerPackages, packageVersions, stageLayer } from './constructs/node-modules-layer.js';
import { excludeSharpSources, sharpLayerPackages } from './constructs/sharp-layer.js';
import { excludePdfLibExtras } from './constructs/pdf-lib-layer.js';
import { excludeStripeExtras } from './constructs/stripe-layer.js';
import { REPO_ROOT } from './paths.js';
import { scratchFolder } from './scratch-folder.js';

const scratch = scratchFolder('pitahaya-layer-test-');

/** A package under `dir`/node_modules/<name> with a package.json and the given files. */
function install(
  dir: string,
  name: string,
  pkg: Record<string, unknown>,
  files: Record<string, string> = {},
) {
  const folder = join(dir, 'node_modules', name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...pkg }));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(folder, file, '..'), { recursive: true });
    writeFileSync(join(folder, file), content);
  }
  return folder;
}

/** Every file under `dir`, relative, `/`-separated, sorted. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

describe('layerPackages', () => {
  let root: string;
  beforeAll(() => {
    root = join(scratch(), 'project');
    const alpha = install(
      root,
      'alpha',
      {
        version: '2.1.0',
        dependencies: { beta: '^1', gamma: '^3' },
        optionalDependencies: { '@plat/alpha-linux-x64': '2', '@plat/alpha-darwin-arm64': '2' },
      },
      { 'index.js': 'export default 1;' },
    );
    install(root, 'beta', { dependencies: { delta: '^1' } });
    install(root, 'delta', {});
    // gamma nested under alpha (another version than the top-level one): copied with alpha.
    install(alpha, 'gamma', { version: '3.0.0' });
    install(root, 'gamma', { version: '1.0.0' });
    install(root, '@plat/alpha-linux-x64', { version: '2.1.0' });
  });

  it('takes the root package, its dependencies recursively, and only the named platform packages', () => {
    const packages = layerPackages('alpha', { root, platformPackages: ['@plat/alpha-linux-x64'] });
    expect(packages.map((pkg) => pkg.name)).toEqual(['@plat/alpha-linux-x64', 'alpha', 'beta', 'delta']);
    expect(packageVersions(packages)).toBe('@plat/alpha-linux-x64@2.1.0 alpha@2.1.0 beta@1.0.0 delta@1.0.0');
    expect(packages.find((pkg) => pkg.name === 'alpha')?.dir).toBe(join(root, 'node_modules', 'alpha'));
  });

  it('leaves every optional dependency out without platform packages', () => {
    expect(layerPackages('alpha', { root }).map((pkg) => pkg.name)).toEqual(['alpha', 'beta', 'delta']);
  });

  it('names the missing package and how to install it', () => {
    expect(() =>
      layerPackages('alpha', {
        root,
        platformPackages: ['@plat/alpha-darwin-arm64'],
        installHint: 'run `npm install --os=darwin alpha`',
      }),
    ).toThrow(
      'The alpha layer needs @plat/alpha-darwin-arm64 in node_modules: run `npm install --os=darwin alpha`',
    );
    expect(() => layerPackages('omega', { root })).toThrow(/needs omega in node_modules: run `npm ci`/);
  });

  it('copies each package to nodejs/node_modules/<name> (nested node_modules included), minus the exclusions', () => {
    const packages = layerPackages('alpha', { root, platformPackages: ['@plat/alpha-linux-x64'] });
    const out = join(scratch(), 'staged-alpha');
    stageLayer(out, packages, (pkg, path) => pkg.name === 'alpha' && path.endsWith('.js'));
    expect(filesUnder(out)).toEqual([
      'nodejs/node_modules/@plat/alpha-linux-x64/package.json',
      'nodejs/node_modules/alpha/node_modules/gamma/package.json',
      'nodejs/node_modules/alpha/package.json',
      'nodejs/node_modules/beta/package.json',
      'nodejs/node_modules/delta/package.json',
    ]);
  });
});

describe('sharp layer', () => {
  it('takes sharp, its dependencies and the linux-x64 binaries, and leaves its C++ sources out', () => {
    const names = sharpLayerPackages().map((pkg) => pkg.name);
    expect(names).toEqual(
      expect.arrayContaining(['sharp', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64']),
    );
    expect(names.filter((name) => /darwin|win32|wasm|arm64/.test(name))).toEqual([]);
    const sharp = { name: 'sharp', version: '1', dir: '' };
    expect(excludeSharpSources(sharp, 'src')).toBe(true);
    expect(excludeSharpSources(sharp, 'src/pipeline.cc')).toBe(true);
    expect(excludeSharpSources(sharp, 'lib/index.js')).toBe(false);
    expect(excludeSharpSources(sharp, 'srcfoo')).toBe(false);
    expect(excludeSharpSources({ ...sharp, name: 'detect-libc' }, 'src/x')).toBe(false);
  });
});

describe('Stripe layer', () => {
  let modules: string;
  beforeAll(() => {
    const packages = layerPackages('stripe');
    // Pure JavaScript without dependencies: the SDK alone.
    expect(packages.map((pkg) => pkg.name)).toEqual(['stripe']);
    stageLayer(join(scratch(), 'stripe'), packages, excludeStripeExtras);
    modules = join(scratch(), 'stripe', 'nodejs', 'node_modules');
  });

  it('stages the ESM build only: no CommonJS build, type declarations, source maps or changelog', () => {
    const files = filesUnder(join(modules, 'stripe'));
    const installed = JSON.parse(
      readFileSync(join(REPO_ROOT, 'node_modules', 'stripe', 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    const staged = JSON.parse(readFileSync(join(modules, 'stripe', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(staged.version).toBe(installed.version);
    expect(files).toContain('esm/stripe.esm.node.js');
    expect(files).toContain('esm/package.json'); // {"type":"module"}
    expect(
      files.filter((file) => /^(cjs|types)\//.test(file) || /\.d\.[cm]?ts$|\.map$|^CHANGELOG/.test(file)),
    ).toEqual([]);
    expect(files.every((file) => file.startsWith('esm/') || !file.includes('/'))).toBe(true);
  });

  it('is what `import("stripe")` loads on Node: the staged SDK signs and verifies a webhook from that folder alone', async () => {
    // Resolve 'stripe' the way the runtime does from the layer's nodejs/node_modules (package.json "exports").
    const entry = join(modules, 'stripe', 'esm', 'stripe.esm.node.js');
    expect(existsSync(entry)).toBe(true);
    const { default: Stripe } = (await import(pathToFileURL(entry).href)) as { default: typeof StripeSdk };
    const client = new Stripe('sk_test_layer', { telemetry: false });
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed' });
    const header = client.webhooks.generateTestHeaderString({ payload, secret: 'whsec_layer' });
    expect(client.webhooks.constructEvent(payload, header, 'whsec_layer').type).toBe(
      'checkout.session.completed',
    );
    expect(() => client.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
  });

  it('leaves files of other packages alone', () => {
    expect(excludeStripeExtras({ name: 'other', version: '1', dir: '' }, 'cjs/index.js')).toBe(false);
    expect(excludeStripeExtras({ name: 'stripe', version: '1', dir: '' }, 'esm/cjsHelpers.js')).toBe(false);
  });
});

describe('pdf-lib layer', () => {
  let modules: string;
  beforeAll(() => {
    const packages = layerPackages('pdf-lib');
    expect(packages.map((pkg) => pkg.name)).toEqual([
      '@pdf-lib/standard-fonts',
      '@pdf-lib/upng',
      'pako',
      'pdf-lib',
    ]);
    stageLayer(join(scratch(), 'pdf-lib'), packages, excludePdfLibExtras);
    modules = join(scratch(), 'pdf-lib', 'nodejs', 'node_modules');
  });

  it('stages the CommonJS builds only: no ES builds, browser bundles, sources or declarations', () => {
    const files = filesUnder(join(modules, 'pdf-lib'));
    expect(files).toContain('cjs/index.js');
    expect(files.some((file) => /^(es|dist|src|ts3\.4)\//.test(file))).toBe(false);
    expect(files.some((file) => file.endsWith('.d.ts') || file.endsWith('.map'))).toBe(false);
    // pdf-lib's own tslib (1.x) travels nested with it.
    expect(files).toContain('node_modules/tslib/tslib.js');
    expect(filesUnder(join(modules, '@pdf-lib', 'standard-fonts'))).toContain('lib/index.js');
    expect(filesUnder(join(modules, 'pako')).some((file) => file.startsWith('dist/'))).toBe(false);
  });

  it('is what `import("pdf-lib")` loads on Node: the staged copy makes a PDF with Helvetica from that folder alone', async () => {
    const entry = join(modules, 'pdf-lib', 'cjs', 'index.js');
    const { PDFDocument, StandardFonts } = (await import(pathToFileURL(entry).href)) as typeof PdfLib;
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Factura simplificada 12,00 €', { font, size: 10 });
    const bytes = await pdf.save();
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });
});
