import { describe, expect, it } from 'vitest';
import { foldLine, icsText, icsTime, toIcs } from './ics.ts';

describe('ics', () => {
  it.each([
    ['a;b', 'a\\;b'],
    ['a,b', 'a\\,b'],
    ['a\\b', 'a\\\\b'],
    ['line1\nline2', 'line1\\nline2'],
  ])('escapes %j as %j', (input, output) => expect(icsText(input)).toBe(output));

  it('writes UTC basic-format times', () => expect(icsTime(new Date('2026-03-08T08:30:00.000Z'))).toBe('20260308T083000Z'));

  it('folds lines over 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('builds a VEVENT with CRLF line ends', () => {
    const text = toIcs({ uid: 'x@y', start: new Date(0), end: new Date(1_800_000), stamp: new Date(0), summary: 'Cut' });
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('DTEND:19700101T003000Z\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
