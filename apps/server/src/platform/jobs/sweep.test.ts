import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSweep } from './sweep.ts';

const LOG = { count: 'things', done: 'things swept', failed: 'thing sweep failed' };

describe('startSweep', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work every interval, logs a count only when something was done, logs a failure without throwing, and stops', async () => {
    const info = vi.fn();
    const error = vi.fn();
    const answers: (number | Error)[] = [0, 3, new Error('database gone'), 1];
    const work = vi.fn(async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const stop = startSweep({ log: { info, error } as never }, 1000, work, LOG);
    expect(work).toHaveBeenCalledTimes(0);
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(3);
    expect(info.mock.calls).toEqual([[{ things: 3 }, 'things swept']]);
    expect(error.mock.calls).toEqual([[{ err: new Error('database gone') }, 'thing sweep failed']]);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(3);
  });
});
