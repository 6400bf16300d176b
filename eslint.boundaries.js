// The repository's import boundaries as import-x/no-restricted-paths zones (docs/architecture.md, "Boundaries").
/* global URL */
// Folders are read from disk, so a new domain or feature is held by the same rules without a change here.
import { readdirSync } from 'node:fs';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A domain's public face: what another domain may import (the test entries only from tests). */
export const DOMAIN_ENTRIES = ['./index.ts', './testing.ts', './testing-mocked.ts'];

/** shared/'s folders from the bottom up: a folder imports only the folders before it (and itself). */
export const SHARED_LAYERS = ['constants', 'utils', 'messages', 'rules', 'contracts', 'content'];

/**
 * The contracts' entity modules (types and their enumerations: statuses, methods) are the words every layer
 * speaks: a label in messages/ or a rule in rules/ may name them. They import only what sits below them.
 */
const ENTITY_FILE = /(^|-)entities\.ts$/;

export function boundaryZones() {
  const domains = folders('./services/').filter((name) => name !== 'lib');
  const features = folders('./web/src/features/');
  const zones = [];
  // One zone per domain: the other domains' files in a subfolder, or at their root but for the entries.
  const entries = DOMAIN_ENTRIES.map((entry) => entry.slice(2, -3)).join('|');
  for (const domain of domains) {
    const others = `!(${domain}|lib)`;
    zones.push({
      target: `./services/${domain}`,
      from: [`./services/${others}/*/**`, `./services/${others}/!(${entries}).ts`],
      message: `services/${domain} may use another domain only through its index.ts.`,
    });
  }
  zones.push({
    target: './services/lib',
    from: [
      './services/' + domains[0],
      ...domains.slice(1).map((d) => `./services/${d}`),
      './web',
      './infra',
      './test',
      './bench',
    ],
    message: 'services/lib is platform code: it imports only shared/ and itself.',
  });
  zones.push({
    target: './shared',
    from: ['./services', './web', './infra', './test', './bench'],
    message: 'shared/ is the contract package: it imports nothing of the others.',
  });
  for (const feature of features) {
    zones.push({
      target: `./web/src/features/${feature}`,
      from: features.filter((other) => other !== feature).map((other) => `./web/src/features/${other}`),
      message:
        'Features do not import each other: what two features need lives in web/src/components or web/src/lib.',
    });
  }
  const present = new Set(folders('./shared/'));
  const layers = SHARED_LAYERS.filter((layer) => present.has(layer));
  const entityFiles = folders('./shared/contracts/').flatMap((domain) =>
    readdirSync(new URL(`./shared/contracts/${domain}/`, import.meta.url))
      .filter((name) => ENTITY_FILE.test(name))
      .map((name) => `./${domain}/${name}`),
  );
  layers.forEach((layer, i) => {
    for (const upper of layers.slice(i + 1))
      zones.push({
        target: `./shared/${layer}`,
        from: `./shared/${upper}`,
        ...(upper === 'contracts' ? { except: entityFiles } : {}),
        message: `shared/${layer} sits below shared/${upper}: it may not import it (folders of shared/ point one way).`,
      });
  });
  return zones;
}
