import { OTP } from '@salon/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { customers } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import type { BrandContext } from '../../platform/brand-of-request.ts';
import { invalid, tooManyRequests } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfBrand } from '../tenancy/stores.ts';
import { ALREADY_REGISTERED_TEXT, deliveryFor, requestCodeQuietly, sendCode } from './code-delivery.ts';
import { requestCode } from './code-requests.ts';
import { type Identifier, normalizeIdentifier } from './identifiers.ts';
import { type CodePurpose, checkCode, codeRefusal, codeWaitSeconds, latestCodeFor } from './one-time-codes.ts';
import { findCustomerByIdentifier } from './sign-in.service.ts';
import { identifierProbeWait } from './sign-in-throttle.ts';

type CodeRequestPurpose = 'password_reset_customer' | 'passwordless';

/** Parses an identifier the schema has already checked; a 422 names `field` if it still does not normalise. */
export function identifierOf(raw: string, field = 'identifier'): Identifier {
  const identifier = normalizeIdentifier(raw);
  if (!identifier) throw invalid({ [field]: 'Enter a valid phone number or email' });
  return identifier;
}

async function checkStore(ctx: AppContext, brand: BrandContext, storeId: string) {
  await withTenant(ctx.db, brand.tenantId, (tx) => storeOfBrand(tx, brand.brandId, storeId));
}

/**
 * CheckIdentifier: whether a phone or email can sign in. It tells existence by its nature, so it
 * answers only well-formed identifiers and is limited per IP (IDENTIFIER_CHECKS_PER_IP_HOUR).
 */
export async function checkIdentifier(ctx: AppContext, brand: BrandContext, raw: string, ip: string) {
  const identifier = identifierOf(raw);
  const wait = await identifierProbeWait(ctx.db, ip, ctx.now());
  if (wait > 0) throw tooManyRequests(wait);
  const customer = await findCustomerByIdentifier(ctx, brand, identifier);
  const usable = customer?.status === 'active';
  return { exists: usable, hasPassword: usable && customer.passwordHash !== null };
}

/**
 * Answers at once, the same for anyone: whether a code goes out now or when the next one may be asked for
 * (read from the identifier's recent codes, which an unknown identifier has too). The code itself is issued
 * by a queued job (code-requests.ts): sent to an existing, active customer, kept unsent for anyone else, so
 * the resend limits, the answer and its time say nothing about whether an account exists.
 */
async function sendToCustomer(ctx: AppContext, brand: BrandContext, raw: string, field: string, purpose: CodeRequestPurpose) {
  const identifier = identifierOf(raw, field);
  const target = { tenantId: brand.tenantId, purpose, identifier: identifier.value };
  const wait = await withTenant(ctx.db, brand.tenantId, (tx) => codeWaitSeconds(tx, target, ctx.now()));
  if (wait > 0) return { sent: false, nextCodeInSeconds: wait };
  await requestCode(ctx, { for: 'customer', tenantId: brand.tenantId, brandId: brand.brandId, identifier, purpose });
  return { sent: true, nextCodeInSeconds: OTP.resendCooldownSeconds };
}

export async function forgetPassword(ctx: AppContext, brand: BrandContext, body: { identifier: string; storeId: string }) {
  await checkStore(ctx, brand, body.storeId);
  return sendToCustomer(ctx, brand, body.identifier, 'identifier', 'password_reset_customer');
}

export async function passwordlessLogin(ctx: AppContext, brand: BrandContext, body: { loginIdentifier: string; storeId: string }) {
  await checkStore(ctx, brand, body.storeId);
  return sendToCustomer(ctx, brand, body.loginIdentifier, 'loginIdentifier', 'passwordless');
}

/** ForgetPasswordConfirm: the reset code proves the phone or email, sets the password, ends every session. */
export async function forgetPasswordConfirm(
  ctx: AppContext,
  brand: BrandContext,
  body: { identifier: string; password: string; confirmationCode: string },
  requestId?: string,
) {
  const identifier = identifierOf(body.identifier);
  const customer = await findCustomerByIdentifier(ctx, brand, identifier);
  if (customer?.status !== 'active') throw codeRefusal('wrong');
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  const outcome = await withTenant(ctx.db, brand.tenantId, async (tx) => {
    const target = {
      tenantId: brand.tenantId,
      purpose: 'password_reset_customer' as const,
      identifier: identifier.value,
      principalId: customer.id,
    };
    const check = await checkCode(tx, target, body.confirmationCode, now, { mode: 'consume' });
    if (!check.ok) return check.reason;
    const proven = identifier.kind === 'phone' ? { phoneVerified: true } : { emailVerified: true };
    await tx
      .update(customers)
      .set({ passwordHash, ...proven })
      .where(eq(customers.id, customer.id));
    await revokeSessions(tx, { customerId: customer.id }, 'password_reset');
    await audit(
      tx,
      { tenantId: brand.tenantId, type: 'system' },
      { action: 'customer.password_reset', entityType: 'customer', entityId: customer.id },
      requestId,
    );
    return 'ok' as const;
  });
  if (outcome !== 'ok') throw codeRefusal(outcome);
  return { passwordChanged: true as const };
}

const CUSTOMER_PURPOSES: readonly CodePurpose[] = ['signup_sms', 'password_reset_customer', 'passwordless', 'verify_email', 'verify_phone'];

/**
 * ResendOTP: a new code for the latest code sent to this identifier in the last hour, same purpose.
 * Resend limits answer 429 only for sign-up codes, which exist whether or not there is an account.
 */
export async function resendOtp(ctx: AppContext, brand: BrandContext, body: { username: string; storeId: string }) {
  await checkStore(ctx, brand, body.storeId);
  const identifier = identifierOf(body.username, 'username');
  const latest = await withTenant(ctx.db, brand.tenantId, (tx) =>
    latestCodeFor(tx, brand.tenantId, identifier.value, CUSTOMER_PURPOSES, ctx.now()),
  );
  if (!latest) return { sent: false, nextCodeInSeconds: 0 };
  const target = { tenantId: brand.tenantId, purpose: latest.purpose, identifier: identifier.value, principalId: latest.principalId };
  if (latest.purpose === 'signup_sms') {
    const registered = await findCustomerByIdentifier(ctx, brand, identifier);
    await sendCode(ctx, target, deliveryFor(identifier), registered ? { text: ALREADY_REGISTERED_TEXT } : {});
    return { sent: true, nextCodeInSeconds: OTP.resendCooldownSeconds };
  }
  // A code of an unknown identifier (unsent) is resent unsent: the answer is the same as for an account.
  return requestCodeQuietly(ctx, target, latest.principalId ? deliveryFor(identifier) : null);
}
