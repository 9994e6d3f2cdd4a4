import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { customers, employees } from '../../db/schema.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { BrandContext } from '../../platform/brand-of-request.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import type { Captcha } from './captcha.ts';
import type { Identifier } from './identifiers.ts';
import { checkCode } from './one-time-codes.ts';
import { startSession } from './session-object.ts';
import { requiredCaptchaLevel, signInGate } from './sign-in-policy.ts';
import { adminAccountKey, customerAccountKey, recordSignIn, signInCounts } from './sign-in-throttle.ts';

/** Why a sign-in was refused; the answer never says whether the account exists. */
export class SignInRefused extends Error {
  constructor(
    readonly reason: 'CredentialsSignin' | 'CaptchaRequired' | 'EmailNotVerified',
    /** With CaptchaRequired: the level of captcha the next attempt must carry. */
    readonly captchaLevel = 0,
  ) {
    super(reason);
  }
}

export interface SignInAttempt {
  password?: string;
  code?: string;
  rememberMe: boolean;
  ip: string;
  /** The device cookie (sign-in throttling counts per IP and device). */
  deviceId?: string;
  captchaToken?: string;
  userAgent?: string;
}

interface Principal {
  id: string;
  tenantId: string;
  passwordHash: string | null;
  active: boolean;
  /** False for a salon owner who has not typed the code emailed at sign-up: their password does not sign in yet. */
  emailVerified?: boolean;
}

export interface SignedIn {
  token: string;
  expires: Date;
  absoluteExpiresAt: Date;
  rememberMe: boolean;
}

/** Employee email + password, or email + a passwordless code (signin/email). */
export async function signInEmployee(ctx: AppContext, captcha: Captcha, email: string, attempt: SignInAttempt): Promise<SignedIn> {
  const normalized = email.toLowerCase();
  return attemptSignIn(ctx, captcha, {
    principalType: 'admin',
    accountKey: adminAccountKey(normalized),
    codeIdentifier: normalized,
    attempt,
    find: async () => {
      const [row] = await asSystem(ctx.db, (tx) =>
        tx
          .select({
            id: employees.id,
            tenantId: employees.tenantId,
            passwordHash: employees.passwordHash,
            status: employees.status,
            emailVerified: employees.emailVerified,
            // A suspended tenant's staff cannot sign in (a Super Admin still can).
            tenantActive: sql<boolean>`(select t.status = 'active' from tenants t where t.id = ${employees.tenantId}) or ${employees.isSuperAdmin}`,
          })
          .from(employees)
          .where(eq(employees.email, normalized)),
      );
      return row ? { ...row, active: row.status === 'active' && row.tenantActive } : null;
    },
  });
}

/** The PRIMARY customer of a brand with this phone or email, or null. */
export async function findCustomerByIdentifier(ctx: AppContext, brand: BrandContext, identifier: Identifier) {
  const [row] = await withTenant(ctx.db, brand.tenantId, (tx) =>
    tx
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.brandId, brand.brandId),
          eq(customers.profileType, 'PRIMARY'),
          identifier.kind === 'phone' ? eq(customers.phoneNumber, identifier.value) : eq(customers.email, identifier.value),
        ),
      ),
  );
  return row ?? null;
}

/** Customer phone or email + password, or + a passwordless code (PasswordlessLogin, signin/email). */
export async function signInCustomer(
  ctx: AppContext,
  captcha: Captcha,
  brand: BrandContext,
  identifier: Identifier,
  attempt: SignInAttempt,
): Promise<SignedIn> {
  return attemptSignIn(ctx, captcha, {
    principalType: 'customer',
    accountKey: customerAccountKey(brand.brandId, identifier.value),
    codeIdentifier: identifier.value,
    attempt,
    find: async () => {
      const row = await findCustomerByIdentifier(ctx, brand, identifier);
      return row ? { id: row.id, tenantId: row.tenantId, passwordHash: row.passwordHash, active: row.status === 'active' } : null;
    },
  });
}

interface SignInPlan {
  principalType: 'admin' | 'customer';
  accountKey: string;
  codeIdentifier: string;
  attempt: SignInAttempt;
  find: () => Promise<Principal | null>;
}

async function attemptSignIn(ctx: AppContext, captcha: Captcha, plan: SignInPlan): Promise<SignedIn> {
  const { attempt } = plan;
  const now = ctx.now();
  const client = { ip: attempt.ip, deviceId: attempt.deviceId };
  const counts = await signInCounts(ctx.db, plan.accountKey, client, now);
  // The captcha is checked (and used up) only when one is asked for; no password is checked without it.
  const asked = requiredCaptchaLevel(counts) !== null && attempt.captchaToken !== undefined;
  const gate = signInGate(counts, asked ? await captcha.solvedLevel(attempt.captchaToken as string) : null);
  if (!gate.check) throw new SignInRefused('CaptchaRequired', gate.captchaLevel);
  const principal = await plan.find();
  const sessionInput = (p: Principal) => ({
    tenantId: p.tenantId,
    principalType: plan.principalType,
    ...(plan.principalType === 'admin' ? { employeeId: p.id } : { customerId: p.id }),
    rememberMe: attempt.rememberMe,
    ip: attempt.ip,
    userAgent: attempt.userAgent?.slice(0, 500),
  });

  let signedIn: SignedIn | null = null;
  if (attempt.password !== undefined) {
    // Always verifies (against a dummy hash for an unknown account) so timing tells nothing.
    const passwordOk = await verifyPassword(principal?.passwordHash, attempt.password);
    if (principal?.active && principal.passwordHash && passwordOk) {
      const p = principal;
      // The right password of an owner whose email is unproven: said so (only to someone who knows the password).
      if (p.emailVerified === false) {
        await recordSignIn(ctx.db, plan.accountKey, client, false, now);
        throw new SignInRefused('EmailNotVerified');
      }
      signedIn = await withTenant(ctx.db, p.tenantId, async (tx) => toSignedIn(await startSession(tx, sessionInput(p)), attempt));
    }
  } else if (attempt.code !== undefined && principal?.active) {
    const p = principal;
    signedIn = await withTenant(ctx.db, p.tenantId, async (tx) => {
      const target = { tenantId: p.tenantId, purpose: 'passwordless' as const, identifier: plan.codeIdentifier, principalId: p.id };
      const check = await checkCode(tx, target, attempt.code as string, now, { mode: 'consume' });
      if (!check.ok) return null;
      // A code that came to the email proves it (an owner who signs in this way needs no other verification).
      if (p.emailVerified === false)
        await tx
          .update(employees)
          .set({ emailVerified: true })
          .where(and(eq(employees.tenantId, p.tenantId), eq(employees.id, p.id)));
      return toSignedIn(await startSession(tx, sessionInput(p)), attempt);
    });
  }
  await recordSignIn(ctx.db, plan.accountKey, client, signedIn !== null, now);
  if (!signedIn) throw new SignInRefused('CredentialsSignin');
  return signedIn;
}

function toSignedIn(started: Awaited<ReturnType<typeof startSession>>, attempt: SignInAttempt): SignedIn {
  return {
    token: started.token,
    expires: started.expires,
    absoluteExpiresAt: started.session.absoluteExpiresAt,
    rememberMe: attempt.rememberMe,
  };
}
