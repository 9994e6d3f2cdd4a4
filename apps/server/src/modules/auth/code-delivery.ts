import { OTP } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type CodePurpose, type CodeTarget, issueCode } from './one-time-codes.ts';

export interface Delivery {
  channel: 'email' | 'sms';
  to: string;
}

const MINUTES = OTP.ttlSeconds / 60;

const WORDING: Record<CodePurpose, { subject: string; what: string }> = {
  signup_sms: { subject: 'Your sign-up code', what: 'sign-up code' },
  password_reset_customer: { subject: 'Reset your password', what: 'password reset code' },
  password_reset_employee: { subject: 'Reset your password', what: 'password reset code' },
  verify_email: { subject: 'Confirm your email', what: 'verification code' },
  verify_phone: { subject: 'Confirm your phone number', what: 'verification code' },
  passwordless: { subject: 'Your sign-in code', what: 'sign-in code' },
};

export function codeMessage(purpose: CodePurpose, code: string) {
  const { subject, what } = WORDING[purpose];
  const text = `Your ${what} is ${code}. It expires in ${MINUTES} minutes. If you did not ask for it, ignore this message.`;
  return { subject, text };
}

/** Sent instead of a sign-up code to a phone that already has an account (the answer stays the same). */
export const ALREADY_REGISTERED_TEXT =
  'This phone number already has an account. Sign in, or use "Forgot password" to choose a new password.';

export interface SendCodeOptions {
  /** Replaces the code message (the code is still issued, so the limits are identical). */
  text?: string;
}

/** Issues a code and queues its message in the caller's transaction; answers the outbox message id. */
export async function queueCode(tx: Tx, target: CodeTarget, delivery: Delivery, now: Date, options: SendCodeOptions = {}) {
  const code = await issueCode(tx, target, now);
  const message = codeMessage(target.purpose, code);
  return queueMessage(tx, {
    tenantId: target.tenantId,
    channel: delivery.channel,
    to: delivery.to,
    template: `otp.${target.purpose}`,
    subject: delivery.channel === 'email' ? message.subject : undefined,
    text: options.text ?? message.text,
    secrets: [code],
  });
}

/** Asks the job queue to deliver queued messages (after their transaction committed). */
export async function deliver(ctx: AppContext, messageIds: readonly (string | null | undefined)[]) {
  for (const id of messageIds) if (id) await deliverQueuedMessage(ctx.jobs, id);
}

/** Issues a code and queues its message in one transaction, then asks the job queue to deliver it. */
export async function sendCode(ctx: AppContext, target: CodeTarget, delivery: Delivery, options: SendCodeOptions = {}) {
  const messageId = await withTenant(ctx.db, target.tenantId, (tx) => queueCode(tx, target, delivery, ctx.now(), options));
  await deliver(ctx, [messageId]);
}

/** What a code request answers: whether a code went out now, and in how many seconds another may be asked for. */
export interface CodeRequestOutcome {
  sent: boolean;
  nextCodeInSeconds: number;
}

/**
 * For answers that must not reveal whether an account exists: the resend limits apply to every identifier alike.
 * Without an account (`delivery` null) a code is still issued and never sent, so the wait answered is the same as
 * for an account; within the limits nothing is sent and the answer says when the next code can be asked for.
 */
export async function requestCodeQuietly(ctx: AppContext, target: CodeTarget, delivery: Delivery | null): Promise<CodeRequestOutcome> {
  const now = ctx.now();
  try {
    const messageId = await withTenant(ctx.db, target.tenantId, async (tx) => {
      if (delivery) return queueCode(tx, target, delivery, now);
      await issueCode(tx, target, now);
      return null;
    });
    await deliver(ctx, [messageId]);
    return { sent: true, nextCodeInSeconds: OTP.resendCooldownSeconds };
  } catch (err) {
    if (!(err instanceof AppError && err.statusCode === 429)) throw err;
    ctx.log.info({ purpose: target.purpose }, 'one-time code not resent: resend limit');
    return { sent: false, nextCodeInSeconds: Number(err.headers?.['retry-after'] ?? OTP.resendCooldownSeconds) };
  }
}

/** The quiet send of a known account's code (resends), when the answer does not report the wait. */
export async function sendCodeQuietly(ctx: AppContext, target: CodeTarget, delivery: Delivery) {
  await requestCodeQuietly(ctx, target, delivery);
}

/** Where a customer identifier's codes go: SMS for a phone, email for an email. */
export const deliveryFor = (identifier: { kind: 'phone' | 'email'; value: string }): Delivery => ({
  channel: identifier.kind === 'phone' ? 'sms' : 'email',
  to: identifier.value,
});
