// The one string primitive for text a person sends: it refuses what PostgreSQL or UTF-8 cannot hold.
import { z } from 'zod';

/** U+0000 (PostgreSQL refuses it in text) or a UTF-16 surrogate without its pair (UTF-8 cannot encode it). */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that is not allowed (a NUL or an unpaired surrogate)';

/** True when the text holds a NUL or a lone surrogate. */
export function hasUnstorableCharacter(value: string): boolean {
  return UNSTORABLE.test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * `z.string()` for user text: the first check refuses U+0000 and lone surrogates (and stops there, so the
 * field's message says why); chain `.trim()`, `.max()`, `.regex()` as on any string.
 */
export function text(params?: StringParams) {
  return z.string(params).refine((value) => !hasUnstorableCharacter(value), { error: UNSTORABLE_TEXT_MESSAGE, abort: true });
}
