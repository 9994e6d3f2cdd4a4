import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeRoles, employees, roles } from '../../db/schema.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { withTenant } from '../../platform/tenancy.ts';

/**
 * A new staff account: with its password, or with the argon2 hash of one already made (the demo seed and the test
 * factories hash their one shared password once, not once per account: about 30 ms of CPU each).
 */
export type NewEmployee = NewEmployeeFields & ({ password: string } | { passwordHash: string });

interface NewEmployeeFields {
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  isSuperAdmin?: boolean;
  color?: string;
  /** Role slugs held per store; storeId null means tenant-wide. */
  roles: { slug: string; storeId: string | null; isOwner?: boolean }[];
}

/** Creates a staff account with its role assignments (the employee wizard builds on this). */
export async function createEmployee(db: Db, input: NewEmployee) {
  const passwordHash = 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password);
  return withTenant(db, input.tenantId, async (tx) => {
    const [employee] = await tx
      .insert(employees)
      .values({
        tenantId: input.tenantId,
        email: input.email.toLowerCase(),
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        isSuperAdmin: input.isSuperAdmin ?? false,
        color: input.color,
      })
      .returning();
    const slugs = [...new Set(input.roles.map((r) => r.slug))];
    const found = slugs.length
      ? await tx
          .select()
          .from(roles)
          .where(and(eq(roles.tenantId, input.tenantId), inArray(roles.slug, slugs)))
      : [];
    const bySlug = new Map(found.map((r) => [r.slug, r.id]));
    const rows = input.roles.map((r) => {
      const roleId = bySlug.get(r.slug);
      if (!roleId) throw new Error(`Unknown role ${r.slug}`);
      return { tenantId: input.tenantId, employeeId: employee.id, roleId, storeId: r.storeId, isOwner: r.isOwner ?? false };
    });
    if (rows.length) await tx.insert(employeeRoles).values(rows);
    return employee;
  });
}
