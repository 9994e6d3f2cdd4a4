import { describe, expect, it } from 'vitest';
import { backoffMs } from './use-calendar-socket.ts';

describe('backoffMs', () => {
  it('doubles from 1 s up to 30 s, with ±20% jitter', () => {
    expect(backoffMs(0, () => 0.5)).toBe(1000);
    expect(backoffMs(1, () => 0.5)).toBe(2000);
    expect(backoffMs(3, () => 0.5)).toBe(8000);
    expect(backoffMs(10, () => 0.5)).toBe(30_000);
    expect(backoffMs(0, () => 0)).toBe(800);
    expect(backoffMs(0, () => 1)).toBe(1200);
  });
});
