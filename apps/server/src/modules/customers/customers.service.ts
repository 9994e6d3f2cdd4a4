import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { withTenant } from '../../platform/tenancy.ts';

export interface NewCustomer {
  tenantId: string;
  brandId: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  email?: string | null;
  password?: string;
  /** The argon2 hash of a password already made, instead of `password` (see NewEmployee). */
  passwordHash?: string;
  phoneVerified?: boolean;
  profileType?: 'PRIMARY' | 'LINKED';
  primaryCustomerId?: string;
}

export async function createCustomer(db: Db, input: NewCustomer) {
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  const { password: _password, passwordHash: _hash, ...values } = input;
  return withTenant(db, input.tenantId, async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ ...values, email: input.email?.toLowerCase() ?? null, passwordHash })
      .returning();
    return row;
  });
}
