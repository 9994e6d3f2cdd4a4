import { type ownerMappingSchema, type sessionRoleSchema, sessionSchema, type sessionUserSchema } from '@salon/shared';
import type { z } from 'zod';

/** The session object of docs/auth-contract.md, as packages/shared declares it. */
export type Session = z.infer<typeof sessionSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionRole = z.infer<typeof sessionRoleSchema>;
export type OwnerMapping = z.infer<typeof ownerMappingSchema>;
export type AccessControls = Session['accessControls'];

export { sessionSchema };

/** `{}` (no session) and anything unparseable both mean "no session". */
export function parseSession(value: unknown): Session | null {
  const parsed = sessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
