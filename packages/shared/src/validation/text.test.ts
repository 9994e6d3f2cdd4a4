import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacter, text, UNSTORABLE_TEXT_MESSAGE } from './text.ts';

describe('text: the string primitive for user text', () => {
  it.each([
    ['plain text', 'Ann Smith', false],
    ['accents and scripts', 'Zoë 李 小龍', false],
    ['an emoji (a surrogate pair)', 'cut \uD83D\uDC88 done', false],
    ['a NUL', 'a\u0000b', true],
    ['a NUL alone', '\u0000', true],
    ['a high surrogate alone', 'a\uD800b', true],
    ['a high surrogate at the end', 'a\uD83D', true],
    ['a low surrogate alone', '\uDC88x', true],
    ['two high surrogates', '\uD83D\uD83D\uDC88', true],
  ])('%s -> %s', (_label, value, refused) => {
    expect(hasUnstorableCharacter(value)).toBe(refused);
  });

  it("refuses first with its own message, before the field's other rules", () => {
    const schema = text()
      .trim()
      .min(5, 'Too short')
      .regex(/^[a-z]+$/, 'Letters only');
    expect(schema.safeParse('a\u0000').error?.issues).toEqual([expect.objectContaining({ message: UNSTORABLE_TEXT_MESSAGE, path: [] })]);
    expect(schema.parse('  hello ')).toBe('hello');
  });
});
