import { and, eq, or } from 'drizzle-orm';
import { normalizePhone, type SessionObject } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { customers } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { BrandContext } from '../../platform/brand-of-request.ts';
import { conflict } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfBrand } from '../tenancy/stores.ts';
import type { Captcha } from './captcha.ts';
import { ALREADY_REGISTERED_TEXT, deliver, queueCode, sendCode } from './code-delivery.ts';
import { findCustomerByIdentifier } from './sign-in.service.ts';
import { checkCode, codeRefusal } from './one-time-codes.ts';
import { buildSessionObject, startSession } from './session-object.ts';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  requestId?: string;
}

/** PartialSignUp: after the captcha, texts a sign-up code to the phone (the same answer for a registered phone). */
export async function partialSignUp(
  ctx: AppContext,
  captcha: Captcha,
  brand: BrandContext,
  body: { phoneNumber: string; captchaToken: string; storeId: string },
) {
  await withTenant(ctx.db, brand.tenantId, (tx) => storeOfBrand(tx, brand.brandId, body.storeId));
  await captcha.verify(body.captchaToken);
  const phone = normalizePhone(body.phoneNumber) as string;
  const existing = await findCustomerByIdentifier(ctx, brand, { kind: 'phone', value: phone });
  // A registered phone still gets a code row (so the limits and the answer are identical) but its
  // owner is told to sign in instead of receiving the code.
  await sendCode(
    ctx,
    { tenantId: brand.tenantId, purpose: 'signup_sms', identifier: phone },
    { channel: 'sms', to: phone },
    existing ? { text: ALREADY_REGISTERED_TEXT } : {},
  );
  return { sent: true as const };
}

export interface NewCustomerAccount {
  SmsConfirmationCode: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  password: string;
  email?: string | null;
  storeId: string;
}

/** CustomerAuth/Create: checks the sign-up code, creates the PRIMARY customer and signs them in. */
export async function createCustomerAccount(
  ctx: AppContext,
  brand: BrandContext,
  body: NewCustomerAccount,
  meta: RequestMeta,
): Promise<{ session: SessionObject; token: string; absoluteExpiresAt: Date }> {
  const phone = normalizePhone(body.phoneNumber) as string;
  const email = body.email ?? null;
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  const result = await withTenant(ctx.db, brand.tenantId, async (tx) => {
    await storeOfBrand(tx, brand.brandId, body.storeId);
    const target = { tenantId: brand.tenantId, purpose: 'signup_sms' as const, identifier: phone };
    const check = await checkCode(tx, target, body.SmsConfirmationCode, now, { mode: 'consume' });
    if (!check.ok) return { refused: check.reason };
    const taken = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.brandId, brand.brandId),
          eq(customers.profileType, 'PRIMARY'),
          email ? or(eq(customers.phoneNumber, phone), eq(customers.email, email)) : eq(customers.phoneNumber, phone),
        ),
      );
    if (taken.length > 0) throw conflict('An account with these details already exists. Please sign in or reset your password.');
    const [customer] = await tx
      .insert(customers)
      .values({
        tenantId: brand.tenantId,
        brandId: brand.brandId,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: phone,
        email,
        passwordHash,
        phoneVerified: true,
        emailVerified: false,
      })
      .returning();
    const started = await startSession(tx, {
      tenantId: brand.tenantId,
      principalType: 'customer',
      customerId: customer.id,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500),
    });
    const session = await buildSessionObject(tx, {
      principalType: 'customer',
      principalId: customer.id,
      assumedBy: null,
      token: started.token,
      expires: started.expires,
    });
    const messageId = email
      ? await queueCode(
          tx,
          { tenantId: brand.tenantId, purpose: 'verify_email', identifier: email, principalId: customer.id },
          { channel: 'email', to: email },
          now,
        )
      : null;
    await audit(
      tx,
      { tenantId: brand.tenantId, type: 'system' },
      { action: 'customer.signed_up', entityType: 'customer', entityId: customer.id },
      meta.requestId,
    );
    return { session, token: started.token, absoluteExpiresAt: started.session.absoluteExpiresAt, messageId };
  });
  if ('refused' in result) throw codeRefusal(result.refused as 'wrong' | 'dead', 'SmsConfirmationCode');
  await deliver(ctx, [result.messageId]);
  return result;
}
