import { and, eq, ne } from 'drizzle-orm';
import { normalizePhone } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { customers } from '../../db/schema.ts';
import type { BrandContext } from '../../platform/brand-of-request.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { sendCode } from './code-delivery.ts';
import { checkCode, codeRefusal } from './one-time-codes.ts';
import { identifierOf } from './customer-recovery.service.ts';

/**
 * CreateCredentials/{id}: a customer created at the desk (no password) proves the phone on file.
 * Without confirmationCode it texts a verify_phone code; with it, it marks the phone verified.
 * The customer then chooses a password through ForgetPassword / ForgetPasswordConfirm.
 */
export async function createCredentials(
  ctx: AppContext,
  brand: BrandContext,
  customerId: string,
  body: { phoneNumber: string; confirmationCode?: string },
) {
  const phone = normalizePhone(body.phoneNumber) as string;
  const now = ctx.now();
  const outcome = await withTenant(ctx.db, brand.tenantId, async (tx) => {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.brandId, brand.brandId), eq(customers.profileType, 'PRIMARY')));
    if (customer?.status !== 'active') throw notFound('Customer');
    if (customer.passwordHash) throw conflict('This customer already has a password. Please sign in or reset the password.');
    // Only the phone on file may be claimed, so knowing the id alone does not hand over the profile.
    if (customer.phoneNumber && customer.phoneNumber !== phone) {
      throw invalid({ phoneNumber: 'Use the phone number this customer gave at the store.' });
    }
    const [other] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.brandId, brand.brandId),
          eq(customers.profileType, 'PRIMARY'),
          eq(customers.phoneNumber, phone),
          ne(customers.id, customer.id),
        ),
      );
    if (other) throw conflict('This phone number belongs to another account.');
    if (!body.confirmationCode) return 'send' as const;
    const target = { tenantId: brand.tenantId, purpose: 'verify_phone' as const, identifier: phone, principalId: customer.id };
    const check = await checkCode(tx, target, body.confirmationCode, now, { mode: 'consume' });
    if (!check.ok) return check.reason;
    await tx.update(customers).set({ phoneNumber: phone, phoneVerified: true }).where(eq(customers.id, customer.id));
    return 'verified' as const;
  });
  if (outcome === 'send') {
    await sendCode(
      ctx,
      { tenantId: brand.tenantId, purpose: 'verify_phone', identifier: phone, principalId: customerId },
      { channel: 'sms', to: phone },
    );
    return { codeSent: true, phoneVerified: false };
  }
  if (outcome !== 'verified') throw codeRefusal(outcome);
  return { codeSent: false, phoneVerified: true };
}

/** VerifyEmail / VerifyPhoneNumber: a verification code marks the customer's email or phone verified. */
export async function verifyContact(
  ctx: AppContext,
  brand: BrandContext,
  kind: 'email' | 'phone',
  body: { identifier: string; confirmationCode: string },
) {
  const identifier = identifierOf(body.identifier);
  if (identifier.kind !== kind) {
    throw invalid({ identifier: kind === 'email' ? 'Enter a valid email' : 'Enter a valid phone number' });
  }
  const now = ctx.now();
  const outcome = await withTenant(ctx.db, brand.tenantId, async (tx) => {
    const purpose = kind === 'email' ? ('verify_email' as const) : ('verify_phone' as const);
    const check = await checkCode(tx, { tenantId: brand.tenantId, purpose, identifier: identifier.value }, body.confirmationCode, now, {
      mode: 'consume',
    });
    if (!check.ok) return check.reason;
    if (!check.principalId) return 'wrong' as const;
    const column = kind === 'email' ? customers.email : customers.phoneNumber;
    const updated = await tx
      .update(customers)
      .set(kind === 'email' ? { emailVerified: true } : { phoneVerified: true })
      .where(and(eq(customers.id, check.principalId), eq(customers.brandId, brand.brandId), eq(column, identifier.value)))
      .returning({ id: customers.id });
    return updated.length > 0 ? ('ok' as const) : ('wrong' as const);
  });
  if (outcome !== 'ok') throw codeRefusal(outcome);
  return { verified: true as const };
}
