import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_SERVICES, CHUNK_GROUPS, chunkGroupOf, STOREFRONT_KIT } from './chunk-groups';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('chunk groups', () => {
  it('names modules that exist (a renamed file would silently leave its group)', () => {
    for (const path of [...APP_SERVICES, ...STOREFRONT_KIT]) {
      const found = ['.ts', '.tsx', '.css'].some((extension) =>
        existsSync(join(REPO_ROOT, `${path}${extension}`)),
      );
      expect(found, path).toBe(true);
    }
  });

  it('holds every contract with the route table (a contract left out becomes its own chunk, importing app-services while app-services imports it: the app fails to start)', () => {
    const domains = readdirSync(join(REPO_ROOT, 'shared/contracts'), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() && existsSync(join(REPO_ROOT, 'shared/contracts', entry.name, 'contract.ts')),
      )
      .map((entry) => entry.name);
    expect(domains.length).toBeGreaterThan(7);
    for (const domain of domains) {
      expect(APP_SERVICES as readonly string[], domain).toContain(`shared/contracts/${domain}/contract`);
    }
  });

  it('puts a module in one group at most, matched by its whole path', () => {
    const [services, kit] = CHUNK_GROUPS;
    expect(services?.test.test('/repo/web/src/lib/api/client.ts')).toBe(true);
    expect(services?.test.test('C:\\repo\\web\\src\\lib\\api\\client.ts')).toBe(true);
    expect(services?.test.test('/repo/web/src/lib/api/client.test.ts')).toBe(false);
    expect(services?.test.test('/repo/web/src/lib/api/my-client.ts')).toBe(false);
    expect(kit?.test.test('/repo/web/src/components/product-card.css')).toBe(true);
    expect(kit?.test.test('/repo/web/src/lib/api/client.ts')).toBe(false);
    expect(new Set([...APP_SERVICES, ...STOREFRONT_KIT]).size).toBe(
      APP_SERVICES.length + STOREFRONT_KIT.length,
    );
    expect(chunkGroupOf('web/src/lib/api/swr-config.tsx')).toBe('app-services');
    expect(chunkGroupOf('web/src/components/ProductCard.tsx')).toBe('storefront-kit');
    expect(chunkGroupOf('web/src/features/home/HomeScreen.tsx')).toBeUndefined();
  });
});
