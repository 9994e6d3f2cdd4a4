// Requests and responses of sign-in, sessions and access control (docs/auth-contract.md, spec section 7).
import { z } from 'zod';
import { MAX_LENGTHS, SIGN_IN_THROTTLE, USER_TYPES } from '../constants.ts';
import { emailSchema, isValidPhone, nameSchemaFor, otpCodeSchema, passwordSchema, phoneSchema } from '../validation/rules.ts';
import { text } from '../validation/text.ts';

const idSchema = (label: string) => z.uuid(`${label} must be a valid id`);
export const storeIdSchema = idSchema('Store');
export const idParamsSchema = z.object({ id: idSchema('Id') });

/** Form-encoded bodies carry booleans as text. */
export const formBooleanSchema = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** A customer's sign-in identifier: an email or a phone number. */
export const identifierSchema = text({
  error: (issue) => (issue.input === undefined ? 'Phone number or email is required' : 'Must be text'),
})
  .trim()
  .min(1, { error: 'Phone number or email is required', abort: true })
  .max(MAX_LENGTHS.email, `Must be at most ${MAX_LENGTHS.email} characters`)
  .refine((v) => (v.includes('@') ? emailSchema.safeParse(v).success : isValidPhone(v)), 'Enter a valid phone number or email');

/** Login password: only the spec's login limits (the rule applies when a password is set). */
export const loginPasswordSchema = text({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .max(MAX_LENGTHS.loginPassword, `Password must be at most ${MAX_LENGTHS.loginPassword} characters`);

export const csrfTokenSchema = text({ error: 'csrfToken is required' }).max(200);
export const callbackUrlSchema = text().max(2000).optional();

// ---- /api/auth -------------------------------------------------------------------------------

export const credentialsCallbackBodySchema = z
  .object({
    csrfToken: csrfTokenSchema,
    callbackUrl: callbackUrlSchema,
    json: formBooleanSchema.optional(),
    userType: z.enum(USER_TYPES, { error: 'userType must be admin or customer' }).default('admin'),
    email: emailSchema.optional(),
    identifier: identifierSchema.optional(),
    password: loginPasswordSchema.optional(),
    code: otpCodeSchema.optional(),
    rememberMe: formBooleanSchema.optional(),
    /** A solved ALTCHA payload; needed only once the answer was CaptchaRequired. */
    captchaToken: text().max(4000, 'The captcha answer is too long').optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.email && !body.identifier) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required' });
    if (!body.password && !body.code) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
  });
export type CredentialsCallbackBody = z.infer<typeof credentialsCallbackBodySchema>;

export const emailSignInBodySchema = z.object({
  csrfToken: csrfTokenSchema,
  callbackUrl: callbackUrlSchema,
  json: formBooleanSchema.optional(),
  email: emailSchema,
  userType: z.enum(USER_TYPES, { error: 'userType must be admin or customer' }).default('admin'),
});

export const csrfOnlyBodySchema = z.object({
  csrfToken: csrfTokenSchema,
  callbackUrl: callbackUrlSchema,
  json: formBooleanSchema.optional(),
  data: z.unknown().optional(),
});

export const clientLogBodySchema = z.object({
  level: z.enum(['error', 'warn', 'info', 'debug']).default('error'),
  code: text().max(100).default('CLIENT_LOG'),
  details: z.union([text().max(10_000), z.record(text(), z.unknown())]).optional(),
});

export const urlAnswerSchema = z.object({ url: z.string() });
export const providerParamsSchema = z.object({ provider: text().max(100) });

/** Query of the /api/auth pages (signin, error, verify-request): a value that does not fit is dropped, never refused. */
export const authPageQuerySchema = z.object({
  error: z.string().max(100).optional().catch(undefined),
  callbackUrl: z.string().max(2000).optional().catch(undefined),
  userType: z.enum(USER_TYPES).optional().catch(undefined),
});

/** GET /api/Captcha/Challenge?level=n: a sign-in answered CaptchaRequired names the level in its header. */
export const captchaChallengeQuerySchema = z.object({
  level: z.coerce.number().int().min(0).max(SIGN_IN_THROTTLE.maxCaptchaLevel).default(0),
});
export const csrfAnswerSchema = z.object({ csrfToken: z.string() });

const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['credentials', 'email', 'oauth']),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
/** credentials and email always; google, facebook and cognito (type oauth) only when configured. */
export const providersSchema = z.object({ credentials: providerSchema, email: providerSchema }).catchall(providerSchema);

// ---- session object and roles ----------------------------------------------------------------

export const accessControlsSchema = z.record(z.string(), z.union([z.boolean(), z.record(z.string(), z.boolean())]));

export const sessionRoleSchema = z.object({
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  roleId: z.string(),
  slug: z.string(),
  name: z.string(),
});
export const ownerMappingSchema = z.object({ storeId: z.string(), storeName: z.string() });

export const rolesInfoSchema = z.object({
  accessControls: accessControlsSchema,
  roles: z.array(sessionRoleSchema),
  isStoreOwner: z.boolean(),
  ownerMappings: z.array(ownerMappingSchema),
});
export type RolesInfo = z.infer<typeof rolesInfoSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  userType: z.enum(USER_TYPES),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  tenantId: z.string(),
  brandId: z.string().nullable(),
  roles: z.array(sessionRoleSchema),
  assumedBy: z.string().nullable(),
});

export const sessionSchema = rolesInfoSchema.extend({
  user: sessionUserSchema,
  accessToken: z.string(),
  expires: z.string(),
});
export type SessionObject = z.infer<typeof sessionSchema>;
/** GET /api/auth/session: the session object, or {} without a session. */
export const sessionOrEmptySchema = z.union([sessionSchema, z.object({})]);

/** AccessControl/GetCreateRoles: role definitions. */
export const roleDefinitionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  scope: z.string(),
  isSystem: z.boolean(),
  accessControls: accessControlsSchema,
});

/** AccessControl/GetEmployeeRolesById: one role held at one store (null: tenant-wide). */
export const employeeRoleAssignmentSchema = sessionRoleSchema.extend({ id: z.string(), isOwner: z.boolean() });

// ---- CustomerAuth ------------------------------------------------------------------------------

export const captchaTokenSchema = text({ error: 'Please complete the captcha' })
  .min(1, 'Please complete the captcha')
  .max(4000, 'The captcha answer is too long');

export const partialSignUpBodySchema = z.object({
  phoneNumber: phoneSchema,
  captchaToken: captchaTokenSchema,
  storeId: storeIdSchema,
});

export const customerCreateBodySchema = z.object({
  SmsConfirmationCode: otpCodeSchema,
  phoneNumber: phoneSchema,
  firstName: nameSchemaFor('First name'),
  lastName: nameSchemaFor('Last name'),
  password: passwordSchema,
  email: emailSchema.nullish(),
  emailVerified: z.boolean().optional(),
  storeId: storeIdSchema,
});
/** CustomerAuth/Create's body as a client sends it. */
export type CreateCustomerBody = z.input<typeof customerCreateBodySchema>;

export const identifierParamsSchema = z.object({ identifier: identifierSchema });
export const identifierCheckSchema = z.object({ exists: z.boolean(), hasPassword: z.boolean() });

export const customerForgetPasswordBodySchema = z.object({ identifier: identifierSchema, storeId: storeIdSchema });
export const passwordlessLoginBodySchema = z.object({ loginIdentifier: identifierSchema, storeId: storeIdSchema });
export const customerForgetPasswordConfirmBodySchema = z.object({
  identifier: identifierSchema,
  password: passwordSchema,
  confirmationCode: otpCodeSchema,
});

export const changePasswordBodySchema = z.object({
  oldPassword: text({ error: 'Current password is required' }).min(1, 'Current password is required').max(64),
  newPassword: passwordSchema,
});

/** Staff create a customer at the desk (no password; they get credentials later). */
export const adminCreateCustomerBodySchema = z.object({
  firstName: nameSchemaFor('First name'),
  lastName: nameSchemaFor('Last name'),
  phoneNumber: phoneSchema,
  email: emailSchema.nullish(),
  storeId: storeIdSchema,
});

export const resendOtpBodySchema = z.object({ username: identifierSchema, storeId: storeIdSchema });

export const createCredentialsBodySchema = z.object({
  phoneNumber: phoneSchema,
  confirmationCode: otpCodeSchema.optional(),
});

/** CreateCredentials answers whether a code was sent (first step) or the phone is now verified (second). */
export const credentialsStateSchema = z.object({ codeSent: z.boolean(), phoneVerified: z.boolean() });

export const verifyContactBodySchema = z.object({ identifier: identifierSchema, confirmationCode: otpCodeSchema });

export const customerAccountSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  profileType: z.enum(['PRIMARY', 'LINKED']),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
});

/** Calls without a payload (Logout) accept an empty or absent body. */
export const emptyBodySchema = z.object({}).nullish();

export const sentSchema = z.object({ sent: z.literal(true) });

/**
 * The answer to a request for a one-time code (PasswordlessLogin, ForgetPassword, ResendOTP): whether a code went
 * out now (false inside the resend limit) and in how many seconds the next one may be asked for.
 */
export const codeRequestSchema = z.object({ sent: z.boolean(), nextCodeInSeconds: z.int().min(0) });
export type CodeRequest = z.infer<typeof codeRequestSchema>;
export const authenticatedSchema = z.object({ authenticated: z.boolean() });
export const loggedOutSchema = z.object({ loggedOut: z.literal(true) });
export const passwordChangedSchema = z.object({ passwordChanged: z.literal(true) });
export const verifiedSchema = z.object({ verified: z.literal(true) });

// ---- EmployeeAuth ----------------------------------------------------------------------------

export const employeeForgetPasswordBodySchema = z.object({ identifier: emailSchema });
export const employeeVerifyOtpBodySchema = z.object({ identifier: emailSchema, confirmationCode: otpCodeSchema });
export const employeeForgetPasswordConfirmBodySchema = z.object({ identifier: emailSchema, password: passwordSchema });

// ---- CustomerUser ------------------------------------------------------------------------------

export const personalInfoQuerySchema = z.object({
  id: idSchema('Customer'),
  storeId: storeIdSchema,
  type: z.enum(['phone', 'email'], { error: 'type must be phone or email' }),
});
export const personalInfoSchema = z.object({
  id: z.string(),
  type: z.enum(['phone', 'email']),
  value: z.string().nullable(),
  masked: z.boolean(),
});
