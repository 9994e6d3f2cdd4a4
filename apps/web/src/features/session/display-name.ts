import type { SessionUser } from '../../api/session-schema.ts';

/** How the product addresses a person: their name, else how they sign in. */
export function displayName(user: SessionUser): string {
  return user.name || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || user.phoneNumber || '';
}
