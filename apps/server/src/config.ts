import { LARGE_REPORT_EXPORT_ROWS } from '@salon/shared';
import { z } from 'zod';

const boolish = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const fields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+/, 'must be a full URL such as http://localhost:3000')
    .url('must be a full URL such as http://localhost:3000')
    .default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Salon <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Level of the one line per answered request; unset: info in production, debug elsewhere. */
  REQUEST_LOG_LEVEL: z.enum(['info', 'debug', 'trace']).optional(),
  SEED_DEMO: boolish.default(true),
  WEB_DIST_DIR: z.string().optional(),
  CAPTCHA_HMAC_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Signs the rotating check-in QR of each store's tablet; unset: a key generated once and kept in platform_secrets. */
  KIOSK_QR_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
  TRUST_PROXY: boolish.default(false),
  /** A report export of more rows than this runs as a background job (packages/shared LARGE_REPORT_EXPORT_ROWS). */
  REPORT_EXPORT_BACKGROUND_ROWS: z.coerce.number().int().min(0).default(LARGE_REPORT_EXPORT_ROWS),
  IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(0).max(8).default(1),
  HEAP_APP_ID: z.string().optional(),
  TAG_MANAGER_ID: z.string().optional(),
  SESSION_POLLING_SECONDS: z.coerce.number().int().min(0).default(0),
  GIFT_CARD_HASH_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' }).default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)')
    .optional(),
  /** Test-only fault for checkout.kill.test.ts: the process exits right after the gateway approves a card charge. */
  CHECKOUT_FAULT_EXIT_AFTER_APPROVAL: boolish.default(false),
  /** Bearer token of GET /metrics (Prometheus); unset: the route answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long a stopping server waits for requests in flight and running jobs before it cuts them off. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  STRIPE_API_BASE: z.string().url('must be a full URL such as https://api.stripe.com').default('https://api.stripe.com'),
  // Customer sign-in providers (README "Sign-in providers"): each is offered only when its client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url('must be an issuer URL such as https://accounts.google.com').default('https://accounts.google.com'),
  COGNITO_CLIENT_ID: z.string().optional(),
  COGNITO_CLIENT_SECRET: z.string().optional(),
  COGNITO_ISSUER: z.string().url('must be the user pool issuer, https://cognito-idp.<region>.amazonaws.com/<pool id>').optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZE_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  /** Lets the sign-in providers be reached over plain http (a local test issuer); refused in production. */
  OAUTH_ALLOW_HTTP: boolish.default(false),
  // Real SMS through Twilio when the account sid and token are set (README "SMS"); else the outbox keeps them.
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w{32}$/, 'must be a Twilio account SID (AC followed by 32 characters)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the account auth token').optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164 form such as +15551234567')
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG\w{32}$/, 'must be a messaging service SID (MG...)')
    .optional(),
  TWILIO_API_BASE: z.string().url('must be a full URL such as https://api.twilio.com').default('https://api.twilio.com'),
  // QuickBooks Online (README "Accounting"): the real Intuit app when the client id and secret are set; without
  // them, outside production, a local fake of Intuit's endpoints served by this app (/fake-intuit) stands in.
  INTUIT_CLIENT_ID: z.string().optional(),
  INTUIT_CLIENT_SECRET: z.string().optional(),
  INTUIT_AUTHORIZE_URL: z.string().url().default('https://appcenter.intuit.com/connect/oauth2'),
  INTUIT_TOKEN_URL: z.string().url().default('https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer'),
  INTUIT_REVOKE_URL: z.string().url().default('https://developer.api.intuit.com/v2/oauth2/tokens/revoke'),
  INTUIT_API_BASE: z
    .string()
    .url('must be a full URL such as https://quickbooks.api.intuit.com')
    .default('https://sandbox-quickbooks.api.intuit.com'),
  /** Seals the QuickBooks tokens at rest; required in production with INTUIT_CLIENT_ID. */
  ACCOUNTING_TOKEN_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_HELP_TEXT: z.string().max(320).default('Salon: appointment codes and reminders. Reply STOP to opt out, START to opt back in.'),
});

const schema = fields.transform((c) => ({
  ...c,
  REQUEST_LOG_LEVEL: c.REQUEST_LOG_LEVEL ?? (c.NODE_ENV === 'production' ? ('info' as const) : ('debug' as const)),
}));

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Reads and validates the environment once; the message names every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  // Gift card numbers are found by a keyed hash: the built-in development key must not guard real cards,
  // and a key changed later makes every issued card unfindable.
  if (parsed.success && parsed.data.NODE_ENV === 'production' && !parsed.data.GIFT_CARD_HASH_KEY) {
    lines.push('  GIFT_CARD_HASH_KEY: is required when NODE_ENV=production (keep it: changing it loses every issued card)');
  }
  if (parsed.success && parsed.data.CHECKOUT_FAULT_EXIT_AFTER_APPROVAL && parsed.data.NODE_ENV !== 'test') {
    lines.push('  CHECKOUT_FAULT_EXIT_AFTER_APPROVAL: is a test fault, only allowed when NODE_ENV=test');
  }
  if (parsed.success && parsed.data.PAYMENT_GATEWAY === 'stripe') {
    if (!parsed.data.STRIPE_SECRET_KEY) lines.push('  STRIPE_SECRET_KEY: is required when PAYMENT_GATEWAY=stripe');
    if (!parsed.data.STRIPE_PUBLISHABLE_KEY) lines.push('  STRIPE_PUBLISHABLE_KEY: is required when PAYMENT_GATEWAY=stripe');
  }
  if (parsed.success) lines.push(...providerProblems(parsed.data));
  if (!parsed.success || lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  return parsed.data;
}

/** Half-configured sign-in providers and SMS are refused at start-up rather than failing a customer later. */
function providerProblems(c: z.infer<typeof fields>): string[] {
  const lines: string[] = [];
  for (const name of ['GOOGLE', 'COGNITO', 'FACEBOOK'] as const) {
    const id = c[`${name}_CLIENT_ID`];
    const secret = c[`${name}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret))
      lines.push(`  ${name}_CLIENT_${id ? 'SECRET' : 'ID'}: is required with ${name}_CLIENT_${id ? 'ID' : 'SECRET'}`);
  }
  if (c.COGNITO_CLIENT_ID && !c.COGNITO_ISSUER) lines.push('  COGNITO_ISSUER: is required with COGNITO_CLIENT_ID');
  if (c.OAUTH_ALLOW_HTTP && c.NODE_ENV === 'production')
    lines.push('  OAUTH_ALLOW_HTTP: is for local test issuers, not allowed when NODE_ENV=production');
  if (Boolean(c.INTUIT_CLIENT_ID) !== Boolean(c.INTUIT_CLIENT_SECRET))
    lines.push(`  INTUIT_CLIENT_${c.INTUIT_CLIENT_ID ? 'SECRET' : 'ID'}: INTUIT_CLIENT_ID and INTUIT_CLIENT_SECRET go together`);
  if (c.INTUIT_CLIENT_ID && c.NODE_ENV === 'production' && !c.ACCOUNTING_TOKEN_KEY)
    lines.push('  ACCOUNTING_TOKEN_KEY: is required with INTUIT_CLIENT_ID when NODE_ENV=production (it seals the QuickBooks tokens)');
  if (Boolean(c.TWILIO_ACCOUNT_SID) !== Boolean(c.TWILIO_AUTH_TOKEN)) {
    lines.push('  TWILIO_AUTH_TOKEN: TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together');
  }
  if (c.TWILIO_ACCOUNT_SID && !c.TWILIO_FROM && !c.TWILIO_MESSAGING_SERVICE_SID) {
    lines.push('  TWILIO_FROM: is required with TWILIO_ACCOUNT_SID (or TWILIO_MESSAGING_SERVICE_SID)');
  }
  return lines;
}
