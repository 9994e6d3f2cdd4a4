import { type CodeRequest, codeRequestSchema } from '@salon/shared';
import { z } from 'zod';
import { apiRequest } from '../../api/client.ts';

// EmployeeAuth calls of spec section 7 (auth-contract.md). Employees are not brand-scoped.

/** Asks for a reset code: whether one went out now and in how many seconds the next may be asked for. */
export function requestEmployeePasswordReset(identifier: string): Promise<CodeRequest> {
  return apiRequest({ path: 'EmployeeAuth/ForgetPassword', method: 'POST', body: { identifier }, brandScoped: false }, codeRequestSchema);
}

export function verifyEmployeePasswordCode(identifier: string, confirmationCode: string): Promise<{ verified: boolean }> {
  return apiRequest(
    { path: 'EmployeeAuth/VerifyPasswordOTP', method: 'POST', body: { identifier, confirmationCode }, brandScoped: false },
    z.object({ verified: z.boolean() }),
  );
}

export function confirmEmployeePassword(identifier: string, password: string): Promise<unknown> {
  return apiRequest({ path: 'EmployeeAuth/ForgetPasswordConfirm', method: 'POST', body: { identifier, password }, brandScoped: false });
}
