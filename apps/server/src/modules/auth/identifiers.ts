import { normalizePhone } from '@salon/shared';

export type Identifier = { kind: 'phone' | 'email'; value: string };

/** A customer identifier in the form it is stored and compared: lower-case email or E.164 phone. */
export function normalizeIdentifier(raw: string): Identifier | null {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** Keeps redirects on this site: a relative path or an address on the public origin, else '/'. */
export function safeCallbackUrl(raw: string | undefined, publicUrl: string): string {
  if (!raw) return publicUrl;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return raw;
  try {
    const url = new URL(raw);
    return url.origin === new URL(publicUrl).origin ? url.toString() : publicUrl;
  } catch {
    return publicUrl;
  }
}
