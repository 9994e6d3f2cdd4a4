import { z } from 'zod';
import { text } from '../validation/text.ts';
import { loginPasswordSchema } from '../auth/auth.schemas.ts';

/** The customer sign-in providers of spec section 1, as /api/auth names them. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'cognito'] as const;
/** The providers' names as people know them (buttons, the profile's sign-in list). */
export const SOCIAL_PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', cognito: 'Cognito' };
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/**
 * POST /api/CustomerIdentity/Link: after SOCIAL_ACCOUNT_EXISTS the customer proves the account with its
 * password or a sign-in code (CustomerAuth/PasswordlessLogin) and the provider's identity is linked.
 */
export const identityLinkBodySchema = z
  .object({
    linkToken: text({ error: 'The link is missing' }).min(20, 'The link is not valid').max(100, 'The link is not valid'),
    password: loginPasswordSchema.optional(),
    code: text()
      .regex(/^\d{6}$/, 'The code is 6 digits')
      .optional(),
    rememberMe: z.boolean().optional(),
  })
  .refine((b) => b.password !== undefined || b.code !== undefined, {
    message: 'Enter your password or the code we sent you',
    path: ['password'],
  });
export type IdentityLinkBody = z.infer<typeof identityLinkBodySchema>;

export const customerIdentitySchema = z.object({
  id: z.string(),
  provider: z.enum(SOCIAL_PROVIDERS),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type CustomerIdentity = z.infer<typeof customerIdentitySchema>;

export const customerIdentityListSchema = z.array(customerIdentitySchema);
export const identityParamsSchema = z.object({ id: z.uuid('Not a valid id') });
export const identityRemovedSchema = z.object({ removed: z.literal(true) });
