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

describe('boundaries held by lint', { timeout: 30_000 }, () => {
  // The first lint loads the config, the parser and the TypeScript resolver: seconds on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: join(root, 'services/lib/warm-up.ts') }), 120_000);

  it('refuses a domain reaching into another domain’s inner file', async () => {
    const code = "import { readOrder } from '../orders/read-order.js';\n\nexport const probe = readOrder;\n";
    expect(await ruleIds('services/products/boundary-probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a file in another domain’s subfolder too', async () => {
    const code =
      "import { settlePayment } from '../orders/payment/settle.js';\n\nexport const probe = settlePayment;\n";
    expect(await ruleIds('services/payments/boundary-probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets a domain use another domain’s index', async () => {
    const code = "import { readOrder } from '../orders/index.js';\n\nexport const probe = readOrder;\n";
    expect(await ruleIds('services/payments/boundary-probe.ts', code)).toEqual([]);
  });

  it('refuses services/lib importing a domain', async () => {
    const code = "import { readOrder } from '../orders/index.js';\n\nexport const probe = readOrder;\n";
    expect(await ruleIds('services/lib/boundary-probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a web feature importing another feature', async () => {
    const code = "import { CartScreen } from '../cart/CartScreen';\n\nexport const probe = CartScreen;\n";
    expect(await ruleIds('web/src/features/orders/boundary-probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses shared/ importing the services, and a lower folder of shared/ importing a higher one', async () => {
    const upward =
      "import { ordersContract } from '../contracts/orders/contract.js';\n\nexport const probe = ordersContract;\n";
    expect(await ruleIds('shared/rules/boundary-probe.ts', upward)).toContain('import-x/no-restricted-paths');
    const out = "import { readEnv } from '../../services/lib/env.js';\n\nexport const probe = readEnv;\n";
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
