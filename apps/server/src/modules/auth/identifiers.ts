import { normalizePhone } from '@salon/shared';

export type Identifier = { kind: 'phone' | 'email'; value: string };

/** A customer identifier in the form it is stored and compared: lower-case email or E.164 phone. */
export function normalizeIdentifier(raw: string): Identifier | null {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}
