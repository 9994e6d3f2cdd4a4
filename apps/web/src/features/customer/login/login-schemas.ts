import { identifierSchema, loginFormSchema, otpCodeSchema } from '@salon/shared';
import { z } from 'zod';
import { MATCH_ISSUE, newPasswordFields, passwordsMatch } from '../../../components/form/password-forms.ts';

export const passwordLoginSchema = z.object({ identifier: identifierSchema, password: loginFormSchema.shape.password });
export const identifierStepSchema = z.object({ identifier: identifierSchema });
export const codeStepSchema = z.object({ code: otpCodeSchema });
export const resetStepSchema = z.object({ code: otpCodeSchema, ...newPasswordFields }).refine(passwordsMatch, MATCH_ISSUE);
