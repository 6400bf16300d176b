import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAME_CHECK_CACHE_MS } from '../../../../shared/constants/timing.js';
import { normalizeName } from '../../lib/normalize';
import { createNameChecker, NAME_CHECK_DEBOUNCE_MS, useNameCheck, type NameChecker } from './name-check';

const PRODUCTS = [
  { productId: 'p1', id: 'p1', name: 'Pitahaya Roja  Premium' },
  { productId: 'p2', id: 'p2', name: 'Mermelada de pitahaya' },
];

function checkerWith(load = vi.fn(async () => PRODUCTS), clock = { now: 0 }) {
  return { checker: createNameChecker({ load, now: () => clock.now }), load, clock };
}

describe('normalizeName', () => {
  it('ignores case, accents and extra spaces like the service guard', () => {
    expect(normalizeName('  Pitahaya  ROJA Prémium ')).toBe('pitahaya roja premium');
    expect(normalizeName('Jugo de PIÑA')).toBe('jugo de pina');
  });
});

describe('name checker', () => {
  it('finds a name among the producer products, whatever its case and accents', async () => {
    const { checker } = checkerWith();
    await expect(checker.exists('pitahaya roja prémium')).resolves.toBe(true);
    await expect(checker.exists('MERMELADA DE PITAHAYA')).resolves.toBe(true);
    await expect(checker.exists('Pitahaya blanca')).resolves.toBe(false);
    await expect(checker.exists('   ')).resolves.toBe(false);
  });

  it('does not count the product being edited', async () => {
    const { checker } = checkerWith();
    await expect(checker.exists('Pitahaya roja premium', 'p1')).resolves.toBe(false);
    await expect(checker.exists('Pitahaya roja premium', 'p2')).resolves.toBe(true);
  });

  it('reads the products once per 30 s and shares a read in flight', async () => {
    const { checker, load, clock } = checkerWith();
    await Promise.all([checker.exists('a'), checker.exists('b')]);
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = NAME_CHECK_CACHE_MS - 1;
    await checker.exists('c');
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = NAME_CHECK_CACHE_MS;
    await checker.exists('d');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again after invalidate (a create, rename or delete)', async () => {
    const { checker, load } = checkerWith();
    await checker.exists('a');
    checker.invalidate();
    await checker.exists('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a failed read as "not existing" and does not cache the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(PRODUCTS);
    const { checker } = checkerWith(load);
    await expect(checker.exists('Mermelada de pitahaya')).resolves.toBe(false);
    await expect(checker.exists('Mermelada de pitahaya')).resolves.toBe(true);
  });
});

describe('useNameCheck', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeChecker(taken: string[]): NameChecker & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      exists: vi.fn(async (name: string) => {
        calls.push(name);
        return taken.includes(normalizeName(name));
      }),
      invalidate: vi.fn(),
    };
  }

  it('checks 400 ms after the last keystroke, once', async () => {
    vi.useFakeTimers();
    const checker = fakeChecker(['mermelada de pitahaya']);
    const { result, rerender } = renderHook(({ name }) => useNameCheck(name, { checker }), {
      initialProps: { name: 'Mer' },
    });
    rerender({ name: 'Mermelada' });
    rerender({ name: 'Mermelada de pitahaya' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NAME_CHECK_DEBOUNCE_MS - 1);
    });
    expect(checker.calls).toEqual([]);
    expect(result.current.status).toBe('idle');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(checker.calls).toEqual(['Mermelada de pitahaya']);
    expect(result.current.status).toBe('taken');

    rerender({ name: 'Mermelada de pitahaya casera' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NAME_CHECK_DEBOUNCE_MS);
    });
    expect(result.current.status).toBe('free');
  });

  it('skips blank names and the edited product own name; check() runs at once', async () => {
    vi.useFakeTimers();
    const checker = fakeChecker(['pitahaya roja']);
    const { result, rerender } = renderHook(
      ({ name }) => useNameCheck(name, { checker, skip: (normalized) => normalized === 'pitahaya roja' }),
      { initialProps: { name: '  ' } },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NAME_CHECK_DEBOUNCE_MS);
    });
    rerender({ name: 'Pitahaya ROJA' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NAME_CHECK_DEBOUNCE_MS);
    });
    expect(checker.calls).toEqual([]);
    expect(result.current.status).toBe('idle');

    rerender({ name: 'Pitahaya amarilla' });
    let taken: boolean | undefined;
    await act(async () => {
      taken = await result.current.check();
    });
    expect(taken).toBe(false);
    expect(checker.calls).toEqual(['Pitahaya amarilla']);
  });
});
