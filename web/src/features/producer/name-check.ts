/**
 * "Ya tienes un producto con ese nombre" before the server says 409 (the rule: unique among the
 * producer's own products, case-insensitive, excluding the edited product, cached 30 s, failures treated as
 * not existing). The producer's product names are read once (every page of GET /v1/products/user) and kept
 * for NAME_CHECK_CACHE_MS; names are compared normalised (lower-case, accents and extra spaces removed,
 * like the service's guard). The field checks ~400 ms after the last keystroke (useNameCheck).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { NAME_CHECK_CACHE_MS, TIMEOUTS_MS } from '../../../../shared/constants/timing.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { normalizeName } from '../../lib/normalize';
import { idOf } from './own-products';
import { fetchAllOwnProducts } from './products-api';

export const NAME_CHECK_DEBOUNCE_MS = 400;

export interface NamedProduct {
  id: string;
  normalizedName: string;
}

export interface NameChecker {
  /** True when another of the producer's products has this name. Never throws: a failure answers false. */
  exists(name: string, excludeId?: string): Promise<boolean>;
  /** Forget the cached list (after a create, rename or delete). */
  invalidate(): void;
}

export interface NameCheckerOptions {
  load: () => Promise<Pick<Product, 'productId' | 'id' | 'name'>[]>;
  now?: () => number;
  cacheMs?: number;
}

export function createNameChecker({
  load,
  now = Date.now,
  cacheMs = NAME_CHECK_CACHE_MS,
}: NameCheckerOptions): NameChecker {
  let cached: { at: number; products: NamedProduct[] } | null = null;
  let inFlight: Promise<NamedProduct[]> | null = null;
  let generation = 0;

  const products = (): Promise<NamedProduct[]> => {
    if (cached && now() - cached.at < cacheMs) return Promise.resolve(cached.products);
    if (inFlight) return inFlight;
    const started = generation;
    inFlight = load()
      .then((list) => {
        const named = list.map((product) => ({
          id: idOf(product),
          normalizedName: normalizeName(product.name),
        }));
        if (started === generation) cached = { at: now(), products: named };
        return named;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    async exists(name, excludeId) {
      const wanted = normalizeName(name);
      if (!wanted) return false;
      try {
        const list = await products();
        return list.some((product) => product.normalizedName === wanted && product.id !== excludeId);
      } catch {
        return false;
      }
    },
    invalidate() {
      generation += 1;
      cached = null;
      inFlight = null;
    },
  };
}

const checkers = new Map<string, NameChecker>();

/** One checker (one cache) per producer whose names are checked. */
export function nameCheckerFor(producerId: string | undefined, ownerIsCaller = true): NameChecker {
  const key = producerId ?? '';
  let checker = checkers.get(key);
  if (!checker) {
    checker = createNameChecker({
      load: () =>
        fetchAllOwnProducts({
          producerId: ownerIsCaller ? undefined : producerId,
          timeoutMs: TIMEOUTS_MS.userNameCheck,
        }),
    });
    checkers.set(key, checker);
  }
  return checker;
}

/** Tests and sign-out: drop every cache. */
export function resetNameCheckers(): void {
  checkers.clear();
}

export type NameCheckStatus = 'idle' | 'checking' | 'free' | 'taken';

/**
 * Checks `name` NAME_CHECK_DEBOUNCE_MS after it stops changing. `check()` runs it now (the submit waits for
 * it) and answers whether the name is taken.
 */
export function useNameCheck(
  name: string,
  {
    checker,
    excludeId,
    skip,
  }: { checker: NameChecker; excludeId?: string; skip?: (normalized: string) => boolean },
): { status: NameCheckStatus; check: () => Promise<boolean> } {
  const [status, setStatus] = useState<NameCheckStatus>('idle');
  const run = useRef(0);
  const skipRef = useRef(skip);
  skipRef.current = skip;

  const check = useCallback(async (): Promise<boolean> => {
    const current = ++run.current;
    const normalized = normalizeName(name);
    if (!normalized || skipRef.current?.(normalized)) {
      setStatus('idle');
      return false;
    }
    setStatus('checking');
    const taken = await checker.exists(name, excludeId);
    if (current === run.current) setStatus(taken ? 'taken' : 'free');
    return taken;
  }, [checker, excludeId, name]);

  useEffect(() => {
    const normalized = normalizeName(name);
    if (!normalized || skipRef.current?.(normalized)) {
      run.current += 1;
      setStatus('idle');
      return;
    }
    const timer = setTimeout(() => void check(), NAME_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name, check]);

  return { status, check };
}
