/**
 * "Listo" only once the seeded catalog is searchable. The catalog's search index is filled by the events
 * function from the table's change stream (docs/search.md), so right after the seed a search may find nothing
 * for a moment (on a fresh data folder the stream reader starts at the seed's first record). The stack waits
 * until a search for a seeded product's name, through the gateway like a browser, answers that product; on a
 * data folder already indexed the first try does.
 */
import { SEED_PRODUCTS } from './seed/products.js';
import { sleep } from './wait.js';

/** How long a start waits for the seeded catalog to be searchable. */
export const CATALOG_READY_TIMEOUT_MS = 60_000;

export class CatalogNotSearchableError extends Error {}

/** The product whose search proves the index is filled: the first seeded one (active, with its images). */
const PROBE = SEED_PRODUCTS[0];

/** Whether a search for the probe's name answers the probe. */
async function searchFindsProbe(apiUrl: string): Promise<boolean> {
  if (!PROBE) return true;
  const answer = await fetch(`${apiUrl}/v1/products?q=${encodeURIComponent(PROBE.name)}&limit=20`, {
    signal: AbortSignal.timeout(5_000),
  });
  if (!answer.ok) return false;
  const body = (await answer.json()) as { data?: { products?: { id?: string }[] } };
  return (body.data?.products ?? []).some((product) => product.id === PROBE.id);
}

/**
 * Waits until the seeded catalog is searchable at `apiUrl` (the gateway's address); answers the milliseconds
 * it took. Throws CatalogNotSearchableError, in Spanish and saying what to look at, after `timeoutMs`.
 */
export async function waitForSearchableCatalog(
  apiUrl: string,
  {
    timeoutMs = CATALOG_READY_TIMEOUT_MS,
    intervalMs = 100,
  }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<number> {
  const started = Date.now();
  let lastError = '';
  while (Date.now() - started < timeoutMs) {
    try {
      if (await searchFindsProbe(apiUrl)) return Date.now() - started;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(intervalMs);
  }
  throw new CatalogNotSearchableError(
    `El catálogo de demostración no se puede buscar tras ${Math.round(timeoutMs / 1000)} s: una búsqueda de ` +
      `«${PROBE?.name ?? ''}» no lo encuentra. El índice de búsqueda se llena desde el flujo de cambios de la ` +
      `tabla (infra/local/change-stream.ts); arranca con LOG_LEVEL=debug para ver sus mensajes` +
      (lastError ? ` (último error: ${lastError})` : '') +
      '.',
  );
}
