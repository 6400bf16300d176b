/**
 * The import boundaries of docs/architecture.md are held by ESLint (eslint.boundaries.js): these probes prove
 * the rules bite, and that the services' domains form no cycle among themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = normalize(join(import.meta.dirname, '..', '..'));
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** A probe file's code: it imports `name` from `from` and uses it. */
const probe = (name: string, from: string) =>
  `import { ${name} } from '${from}';\n\nexport const probe = ${name};\n`;

describe('boundaries held by lint', { timeout: 30_000 }, () => {
  // The first lint loads the config, the parser and the TypeScript resolver: seconds on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: join(root, 'services/lib/warm-up.ts') }), 120_000);

  it.each([
    [
      'a domain reaching into another domain’s inner file',
      'services/products/boundary-probe.ts',
      probe('readOrder', '../orders/read-order.js'),
    ],
    [
      'a file in another domain’s subfolder too',
      'services/payments/boundary-probe.ts',
      probe('settlePayment', '../orders/payment/settle.js'),
    ],
    [
      'services/lib importing a domain',
      'services/lib/boundary-probe.ts',
      probe('readOrder', '../orders/index.js'),
    ],
    [
      'a web feature importing another feature',
      'web/src/features/orders/boundary-probe.ts',
      probe('CartScreen', '../cart/CartScreen'),
    ],
  ])('refuses %s', async (_what, file, code) => {
    expect(await ruleIds(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('lets a domain use another domain’s index', async () => {
    expect(
      await ruleIds('services/payments/boundary-probe.ts', probe('readOrder', '../orders/index.js')),
    ).toEqual([]);
  });

  it('refuses shared/ importing the services, and a lower folder of shared/ importing a higher one', async () => {
    const upward = probe('ordersContract', '../contracts/orders/contract.js');
    expect(await ruleIds('shared/rules/boundary-probe.ts', upward)).toContain('import-x/no-restricted-paths');
    const out = probe('readEnv', '../../services/lib/env.js');
    expect(await ruleIds('shared/rules/boundary-probe.ts', out)).toContain('import-x/no-restricted-paths');
  });
});

/** Each domain's imports of other domains (through their index), read from the source. */
function domainGraph(): Map<string, Set<string>> {
  const services = join(root, 'services');
  const domains = readdirSync(services, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'lib')
    .map((entry) => entry.name);
  const graph = new Map(domains.map((domain) => [domain, new Set<string>()]));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  for (const domain of domains) {
    for (const file of walk(join(services, domain))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
        const target = relative(services, normalize(join(dirname(file), spec!))).split('/')[0]!;
        if (target !== domain && graph.has(target)) graph.get(domain)!.add(target);
      }
    }
  }
  return graph;
}

describe('domain graph', () => {
  it('has no cycle between domains', () => {
    const graph = domainGraph();
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (domain: string, path: string[]) => {
      if (state.get(domain) === 'done') return;
      if (state.get(domain) === 'open') {
        cycles.push([...path.slice(path.indexOf(domain)), domain].join(' -> '));
        return;
      }
      state.set(domain, 'open');
      for (const next of graph.get(domain) ?? []) visit(next, [...path, domain]);
      state.set(domain, 'done');
    };
    for (const domain of graph.keys()) visit(domain, []);
    expect(cycles).toEqual([]);
  });
});
