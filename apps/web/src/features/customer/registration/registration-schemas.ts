import { MAX_LENGTHS, emailSchema, nameSchemaFor, otpCodeSchema, phoneSchema } from '@salon/shared';
import { z } from 'zod';
import { MATCH_ISSUE, newPasswordFields, passwordsMatch } from '../../../components/form/password-forms.ts';

export const phoneStepSchema = z.object({
  /** Empty means the brand's first (or nearest) salon. */
  storeId: z.string(),
  phoneNumber: phoneSchema.pipe(z.string().max(MAX_LENGTHS.mobile, `Mobile number must be at most ${MAX_LENGTHS.mobile} digits`)),
});

const optionalEmailSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || emailSchema.safeParse(value).success, 'Must be a valid email');

export const detailsStepSchema = z
  .object({
    code: otpCodeSchema,
    firstName: nameSchemaFor('First name'),
    lastName: nameSchemaFor('Last name'),
    email: optionalEmailSchema,
    ...newPasswordFields,
  })
  .refine(passwordsMatch, MATCH_ISSUE);
