import { describe, expect, it } from 'vitest';
import { processingBackground } from './processing-band.ts';

describe('processingBackground: the lighter band of processing time', () => {
  it.each([
    ['no processing', [], 60, undefined],
    [
      'colour: 30 min application, 40 processing, 15 rinse (85 min)',
      [{ from: 30, to: 70 }],
      85,
      'linear-gradient(to bottom, transparent 35.3%, rgba(255, 255, 255, 0.55) 35.3%, rgba(255, 255, 255, 0.55) 82.4%, transparent 82.4%)',
    ],
    [
      'a shortened visit cuts the band at its end',
      [{ from: 30, to: 70 }],
      50,
      'linear-gradient(to bottom, transparent 60%, rgba(255, 255, 255, 0.55) 60%, rgba(255, 255, 255, 0.55) 100%, transparent 100%)',
    ],
    ['a window after the end draws nothing', [{ from: 60, to: 70 }], 50, undefined],
  ])('%s', (_name, windows, length, expected) => {
    expect(processingBackground(windows, length)).toBe(expected);
  });
});
