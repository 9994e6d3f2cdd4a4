// RBAC management (/admin/rbac-management): role definitions edited as the grouped tree of PERMISSION_AREAS.
import { z } from 'zod';
import { roleDefinitionSchema } from '../auth/auth.schemas.ts';
import { controlsFromFlags, flagsOf } from './access-check.ts';
import { AREA_OF_FLAG, PERMISSION_AREAS, isPermissionFlag, type AccessControls } from './permission-flags.ts';
import { ROLE_SCOPES } from './roles.ts';
import { text } from '../validation/text.ts';

export const roleSlugSchema = text({ error: 'Slug is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Slug is required', abort: true })
  .max(50, 'Slug must be at most 50 characters')
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Slug may contain only letters, digits, hyphens and underscores, starting with a letter or digit');

export const roleNameSchema = text({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required', abort: true })
  .max(60, 'Name must be at most 60 characters')
  .regex(/^[\p{L}\p{M}\d '&\-/,.()]+$/u, "Name may contain only letters, digits, spaces and & ' - / , . ( )");

export const roleScopeSchema = z.enum(ROLE_SCOPES, { error: `Scope must be one of ${ROLE_SCOPES.join(', ')}` });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A role's flags as the RBAC screen's tree: { [area]: { [flag]: boolean } }. Unknown areas or flags,
 * a flag under the wrong area, and super_admin (never part of a role) are refused per field; the
 * answer is the normalized tree holding only the true flags.
 */
export const permissionTreeSchema = z
  .record(z.string(), z.unknown(), { error: 'Permissions must be an object of areas' })
  .superRefine((tree, ctx) => {
    for (const [area, value] of Object.entries(tree)) {
      if (area === 'super_admin') {
        ctx.addIssue({ code: 'custom', path: [area], message: 'super_admin cannot be part of a role' });
        continue;
      }
      const known = PERMISSION_AREAS.find((a) => a.key === area);
      if (!known) {
        ctx.addIssue({ code: 'custom', path: [area], message: `Unknown permission area: ${area}` });
        continue;
      }
      if (!isRecord(value)) {
        ctx.addIssue({ code: 'custom', path: [area], message: 'Must be an object of flags' });
        continue;
      }
      for (const [flag, on] of Object.entries(value)) {
        if (typeof on !== 'boolean') ctx.addIssue({ code: 'custom', path: [area, flag], message: 'Must be true or false' });
        else if (!known.flags.some((f) => f.key === flag)) {
          const message = isPermissionFlag(flag) ? `${flag} belongs to the ${AREA_OF_FLAG[flag]} area` : `Unknown permission flag: ${flag}`;
          ctx.addIssue({ code: 'custom', path: [area, flag], message });
        }
      }
    }
  })
  .transform((tree): AccessControls => controlsFromFlags(flagsOf(tree)));

export const roleCreateBodySchema = z.object({
  slug: roleSlugSchema,
  name: roleNameSchema,
  scope: roleScopeSchema,
  accessControls: permissionTreeSchema,
});
export type RoleCreateBody = z.infer<typeof roleCreateBodySchema>;

/** Role/Update/{id}: the whole definition; the slug never changes (sending a different one is refused). */
export const roleUpdateBodySchema = roleCreateBodySchema.extend({ slug: roleSlugSchema.optional() });
export type RoleUpdateBody = z.infer<typeof roleUpdateBodySchema>;

/** Role/List and Role/GetById: the definition and how many employees hold it. */
export const roleDetailSchema = roleDefinitionSchema.extend({ holderCount: z.int().min(0) });
export type RoleDetail = z.infer<typeof roleDetailSchema>;
