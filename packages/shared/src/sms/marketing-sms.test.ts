import { describe, expect, it } from 'vitest';
import { marketingSendOffsets, marketingSmsText, smsSegments } from './marketing-sms.ts';

describe('marketingSmsText', () => {
  it.each([
    ['20% off colour this week', 'Uptown Cuts: 20% off colour this week Reply STOP to opt out.'],
    // Already ends with the opt-out line (any case): not doubled.
    ['Free beard trim today. reply stop to opt out.', 'Uptown Cuts: Free beard trim today. Reply STOP to opt out.'],
    // Spaces and new lines fold to one space.
    ['  Two\n\nfor   one  ', 'Uptown Cuts: Two for one Reply STOP to opt out.'],
  ])('%j', (body, expected) => {
    expect(marketingSmsText('Uptown Cuts', body)).toBe(expected);
  });
});

describe('smsSegments', () => {
  it.each([
    ['', 0],
    ['a'.repeat(160), 1],
    ['a'.repeat(161), 2], // 161 / 153 -> 2
    ['a'.repeat(306), 2],
    ['a'.repeat(307), 3],
    ['{'.repeat(80), 1], // extension characters take two septets: 160
    ['{'.repeat(81), 2],
    ['é'.repeat(160), 1], // é is in the GSM basic table
    ['ő'.repeat(70), 1], // not GSM: UCS-2, 70 a segment
    ['ő'.repeat(71), 2], // 71 / 67 -> 2
    ['😀'.repeat(35), 1], // two UTF-16 units each: 70
    ['😀'.repeat(36), 2],
  ])('%j... takes %i', (message, segments) => {
    expect(smsSegments(message)).toBe(segments);
  });
});

describe('marketingSendOffsets', () => {
  it.each([
    [0, 60, []],
    [3, 60, [0, 0, 0]],
    [5, 2, [0, 0, 1, 1, 2]],
    [61, 60, [...Array(60).fill(0), 1]],
  ])('%i texts at %i a minute', (count, perMinute, offsets) => {
    expect(marketingSendOffsets(count, perMinute)).toEqual(offsets);
  });
});
