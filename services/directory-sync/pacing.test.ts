import { describe, expect, it } from 'vitest';
import { backoffDelay, createPacer, isThrottled } from './pacing.js';

/** A fake clock: sleep moves it on and records each wait. */
function fakeClock() {
  let now = 1_000;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    advance: (ms: number) => (now += ms),
    waits,
  };
}

const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' });

describe('pacing of Cognito calls', () => {
  it('spaces calls by the minimum interval (5 a second at 200 ms)', async () => {
    const clock = fakeClock();
    const pace = createPacer({ minIntervalMs: 200, sleep: clock.sleep, now: clock.now });
    const starts: number[] = [];
    for (let call = 0; call < 5; call += 1) await pace(async () => starts.push(clock.now()));
    expect(starts).toEqual([1_000, 1_200, 1_400, 1_600, 1_800]);
  });

  it('does not wait when the calls are already further apart', async () => {
    const clock = fakeClock();
    const pace = createPacer({ minIntervalMs: 200, sleep: clock.sleep, now: clock.now });
    await pace(async () => 1);
    clock.advance(500);
    await pace(async () => 2);
    expect(clock.waits).toEqual([]);
  });

  it('retries a throttled call with a growing backoff, then answers', async () => {
    const clock = fakeClock();
    const pace = createPacer({
      minIntervalMs: 0,
      backoffMs: 100,
      sleep: clock.sleep,
      now: clock.now,
      random: () => 0,
    });
    let attempts = 0;
    const answer = await pace(async () => {
      attempts += 1;
      if (attempts < 3) throw throttled();
      return 'ok';
    });
    expect(answer).toBe('ok');
    expect(clock.waits).toEqual([100, 200]);
  });

  it('gives up after its retries, and never retries other errors', async () => {
    const clock = fakeClock();
    const pace = createPacer({ minIntervalMs: 0, retries: 2, sleep: clock.sleep, now: clock.now });
    await expect(pace(async () => Promise.reject(throttled()))).rejects.toThrow('Rate exceeded');
    let calls = 0;
    await expect(
      pace(async () => {
        calls += 1;
        throw Object.assign(new Error('no'), { name: 'UserNotFoundException' });
      }),
    ).rejects.toThrow('no');
    expect(calls).toBe(1);
  });

  it('knows throttling errors and bounds the jitter', () => {
    expect(isThrottled(throttled())).toBe(true);
    expect(isThrottled(new Error('x'))).toBe(false);
    expect(backoffDelay(2, 100, () => 0)).toBe(400);
    expect(backoffDelay(2, 100, () => 0.999)).toBeLessThanOrEqual(800);
  });
});
