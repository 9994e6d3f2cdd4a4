import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { deliveryFor, requestCodeQuietly, sendCodeQuietly } from './code-delivery.ts';
import { activeEmployeeByEmail, employeeResetTarget } from './employee-accounts.ts';
import { findCustomerByIdentifier } from './sign-in.service.ts';

/**
 * "Send me a code" calls that must not tell whether an account exists (ForgetPassword,
 * PasswordlessLogin). The answer only queues this job, so a real and an unknown account cost the
 * request the same; the job looks the account up and issues the code, or does nothing.
 */
export const CODE_REQUEST_JOB = 'auth.code-request';

const codeRequestSchema = z.discriminatedUnion('for', [
  z.object({ for: z.literal('employee'), email: z.string() }),
  z.object({
    for: z.literal('customer'),
    tenantId: z.uuid(),
    brandId: z.uuid(),
    identifier: z.object({ kind: z.enum(['phone', 'email']), value: z.string() }),
    purpose: z.enum(['password_reset_customer', 'passwordless']),
  }),
]);
export type CodeRequest = z.infer<typeof codeRequestSchema>;

export async function requestCode(ctx: AppContext, request: CodeRequest) {
  await ctx.jobs.send(CODE_REQUEST_JOB, request);
}

async function handleCodeRequest(ctx: AppContext, request: CodeRequest) {
  if (request.for === 'employee') {
    const employee = await activeEmployeeByEmail(ctx, request.email);
    if (employee) await sendCodeQuietly(ctx, employeeResetTarget(employee, request.email), { channel: 'email', to: request.email });
    return;
  }
  const brand = { tenantId: request.tenantId, brandId: request.brandId };
  const customer = await findCustomerByIdentifier(ctx, brand, request.identifier);
  const active = customer?.status === 'active';
  const target = {
    tenantId: brand.tenantId,
    purpose: request.purpose,
    identifier: request.identifier.value,
    principalId: active ? customer.id : null,
  };
  // Anyone else gets an unsent code, so the next answer's wait is the same as a real account's.
  await requestCodeQuietly(ctx, target, active ? deliveryFor(request.identifier) : null);
}

export async function registerCodeRequestWorker(ctx: AppContext) {
  await ctx.jobs.work(CODE_REQUEST_JOB, (data) => handleCodeRequest(ctx, codeRequestSchema.parse(data)));
}
