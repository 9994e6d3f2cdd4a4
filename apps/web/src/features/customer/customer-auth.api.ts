import { type CodeRequest, type CreateCustomerBody, codeRequestSchema, normalizePhone } from '@salon/shared';
import { apiRequest } from '../../api/client.ts';
import { type Session, sessionSchema } from '../../api/session-schema.ts';

/** CustomerAuth calls of spec section 7; the brand comes from the x-brand-domain header. */
export function partialSignUp(body: { phoneNumber: string; captchaToken: string; storeId: string }): Promise<unknown> {
  return apiRequest({ path: 'CustomerAuth/PartialSignUp', method: 'POST', body, brandScoped: true });
}

/** Answers the new customer's session: they are signed in. */
export function createCustomer(body: CreateCustomerBody): Promise<Session> {
  return apiRequest({ path: 'CustomerAuth/Create', method: 'POST', body, brandScoped: true }, sessionSchema);
}

/** Answers whether a code went out and when the next may be asked for. */
export function passwordlessLogin(loginIdentifier: string, storeId: string | null): Promise<CodeRequest> {
  return apiRequest(
    { path: 'CustomerAuth/PasswordlessLogin', method: 'POST', body: { loginIdentifier, storeId }, brandScoped: true },
    codeRequestSchema,
  );
}

export function forgetCustomerPassword(identifier: string, storeId: string | null): Promise<CodeRequest> {
  return apiRequest(
    { path: 'CustomerAuth/ForgetPassword', method: 'POST', body: { identifier, storeId }, brandScoped: true },
    codeRequestSchema,
  );
}

export function confirmCustomerPassword(body: { identifier: string; password: string; confirmationCode: string }): Promise<unknown> {
  return apiRequest({ path: 'CustomerAuth/ForgetPasswordConfirm', method: 'POST', body, brandScoped: true });
}

/** The form the server knows an identifier by: lower-case email, or the phone in E.164. */
export function normalizeIdentifier(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : (normalizePhone(trimmed) ?? trimmed);
}
