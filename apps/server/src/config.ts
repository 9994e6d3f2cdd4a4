import { z } from 'zod';

const boolish = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
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
  SEED_DEMO: boolish.default(true),
  WEB_DIST_DIR: z.string().optional(),
  CAPTCHA_HMAC_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
  TRUST_PROXY: boolish.default(false),
  HEAP_APP_ID: z.string().optional(),
  TAG_MANAGER_ID: z.string().optional(),
  SESSION_POLLING_SECONDS: z.coerce.number().int().min(0).default(0),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Reads and validates the environment once; the message names every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
