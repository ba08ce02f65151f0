import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRAIT_NAMES, TRAIT_READERS, type TraitName, type TraitReader } from './device-traits';
import { fingerprintId, readTraits, TRAIT_TIMED_OUT, TRAIT_UNAVAILABLE } from './fingerprint';

afterEach(() => {
  vi.useRealTimers();
});

function readersWith(overrides: Partial<Record<TraitName, TraitReader>>) {
  return { ...TRAIT_READERS, ...overrides };
}

describe('readTraits', () => {
  it('reads every spec trait, in order, each in a task of its own', async () => {
    const log: string[] = [];
    const readers = Object.fromEntries(
      TRAIT_NAMES.map((name) => [
        name,
        () => {
          log.push(name);
          // A later trait must not run in the same task: queue a marker task behind this one.
          setTimeout(() => log.push(`after ${name}`), 0);
          return name.length;
        },
      ]),
    ) as Record<TraitName, TraitReader>;
    const traits = await readTraits(TRAIT_NAMES, readers);
    expect(Object.keys(traits)).toEqual([...TRAIT_NAMES]);
    expect(traits.webgl).toBe(5);
    // Each marker task ran before the next trait: the main thread was handed back in between.
    for (const [index, name] of TRAIT_NAMES.slice(0, -1).entries()) {
      const next = TRAIT_NAMES[index + 1] ?? '';
      expect(log.indexOf(`after ${name}`)).toBeLessThan(log.indexOf(next));
    }
  });

  it('counts a failing trait as unavailable instead of failing the id', async () => {
    const traits = await readTraits(
      ['canvas', 'math'],
      readersWith({
        canvas: () => {
          throw new Error('no canvas');
        },
        math: () => Promise.reject(new Error('no math')),
      }),
    );
    expect(traits).toEqual({ canvas: TRAIT_UNAVAILABLE, math: TRAIT_UNAVAILABLE });
  });

  it('gives up on a trait after the per-trait time-out of 1000 ms, with a warning', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reading = readTraits(
      ['audio', 'math'],
      readersWith({ audio: () => new Promise(() => undefined), math: () => 1 }),
    );
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void reading.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await reading).toEqual({ audio: TRAIT_TIMED_OUT, math: 1 });
    expect(warn).toHaveBeenCalledWith('Fingerprint trait "audio" took longer than 1000 ms');
    warn.mockRestore();
  });
});

describe('fingerprintId', () => {
  it('is 32 hex characters and the same on every read of the same browser', async () => {
    const first = await fingerprintId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await fingerprintId()).toBe(first);
  });

  it('changes when a trait changes', async () => {
    const before = await fingerprintId();
    const cores = vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(977);
    expect(await fingerprintId()).not.toBe(before);
    cores.mockRestore();
  });

  it('rejects when there is no Web Crypto to hash with (the caller uses a random id)', async () => {
    const digest = vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('insecure'));
    await expect(fingerprintId()).rejects.toThrow('insecure');
    digest.mockRestore();
  });
});
