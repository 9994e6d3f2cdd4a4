import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      NODE_ENV: 'development',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/salon',
      PUBLIC_URL: 'https://salon.example.com',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      HEAP_APP_ID: 'heap',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://app@db:5432/salon',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'mysql://root@localhost/salon'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SESSION_POLLING_SECONDS', '-1'],
    ['NODE_ENV', 'staging'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('names every wrong variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', SMTP_URL: 'ftp://x', PUBLIC_URL: 'nope' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      for (const name of ['PORT', 'SMTP_URL', 'PUBLIC_URL']) expect(message).toContain(name);
    }
  });

  it('asks for the gift card key in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GIFT_CARD_HASH_KEY: is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', GIFT_CARD_HASH_KEY: 'k'.repeat(32) }).GIFT_CARD_HASH_KEY).toBe('k'.repeat(32));
    expect(loadConfig({}).GIFT_CARD_HASH_KEY).toBeUndefined();
  });

  it('asks for both Stripe keys when Stripe is chosen', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_PUBLISHABLE_KEY/);
  });

  it('allows the checkout crash fault only in tests', () => {
    expect(loadConfig({}).CHECKOUT_FAULT_EXIT_AFTER_APPROVAL).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', CHECKOUT_FAULT_EXIT_AFTER_APPROVAL: '1' }).CHECKOUT_FAULT_EXIT_AFTER_APPROVAL).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'development', CHECKOUT_FAULT_EXIT_AFTER_APPROVAL: '1' })).toThrow(
      /CHECKOUT_FAULT_EXIT_AFTER_APPROVAL: is a test fault, only allowed when NODE_ENV=test/,
    );
  });

  it('refuses half-configured sign-in providers and Twilio, and plain-http providers in production', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: is required with GOOGLE_CLIENT_ID/);
    expect(() => loadConfig({ COGNITO_CLIENT_ID: 'id', COGNITO_CLIENT_SECRET: 's' })).toThrow(
      /COGNITO_ISSUER: is required with COGNITO_CLIENT_ID/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', GIFT_CARD_HASH_KEY: 'k'.repeat(32), OAUTH_ALLOW_HTTP: 'true' })).toThrow(
      /OAUTH_ALLOW_HTTP: is for local test issuers/,
    );
    const sid = `AC${'0'.repeat(32)}`;
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid })).toThrow(/TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't'.repeat(32) })).toThrow(/TWILIO_FROM: is required/);
    expect(() => loadConfig({ TWILIO_FROM: '5551234567' })).toThrow(/TWILIO_FROM: must be a phone number in E.164 form/);
    const twilio = loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't'.repeat(32), TWILIO_FROM: '+15551234567' });
    expect(twilio.TWILIO_API_BASE).toBe('https://api.twilio.com');
  });
});
