import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/tokens.ts';

type Params = Record<string, unknown>;

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1, keyed with the account's auth token, over the
 * full URL Twilio called followed by every POST parameter sorted by name, each name then value with no
 * separators; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Params): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    for (const v of Array.isArray(value) ? value : [value]) data += `${name}${v ?? ''}`;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function validTwilioSignature(authToken: string, signature: string | undefined, url: string, params: Params): boolean {
  if (!signature) return false;
  return safeEqual(twilioSignature(authToken, url, params), signature);
}
