import { emailSchema, otpCodeSchema, passwordSchema } from '@salon/shared';
import { z } from 'zod';

// Form shapes of the password screens, composed from the shared rules so messages match the server's.
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** A new password typed twice: spread into a form's object, then `.refine(passwordsMatch, MATCH_ISSUE)`. */
export const newPasswordFields = { password: passwordSchema, confirmPassword: z.string() };

export function passwordsMatch(values: { password: string; confirmPassword: string }): boolean {
  return values.password === values.confirmPassword;
}

export const MATCH_ISSUE = { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH };

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

export const verifyCodeFormSchema = z.object({ email: emailSchema, code: otpCodeSchema });

export const newPasswordFormSchema = z.object(newPasswordFields).refine(passwordsMatch, MATCH_ISSUE);
