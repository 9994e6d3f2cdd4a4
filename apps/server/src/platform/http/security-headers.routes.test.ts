import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { contentSecurityPolicy } from './security-headers.ts';

// The exact headers of pages and API answers (security-headers.ts), over http and over https.
const dist = mkdtempSync(path.join(tmpdir(), 'salon-web-headers-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Salon</title>');
writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log("hello");');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const PERMISSIONS =
  'accelerometer=(), autoplay=(), camera=(self), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(self), ' +
  'gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), ' +
  'publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()';
const PAGE = { 'content-security-policy': CSP, 'permissions-policy': PERMISSIONS, 'x-frame-options': 'DENY' };
const EVERY = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };
const HSTS = 'max-age=31536000';
const NAMES = [...Object.keys(PAGE), ...Object.keys(EVERY), 'strict-transport-security'];

/** Only the security headers of an answer, absent ones left out. */
const securityOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(NAMES.filter((n) => headers[n] !== undefined).map((n) => [n, headers[n]]));

describe.each([
  ['http', 'http://salon.test:3000', {}],
  ['https', 'https://salon.test', { 'strict-transport-security': HSTS }],
])('headers with an %s PUBLIC_URL', (_scheme, publicUrl, transport) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: publicUrl, WEB_DIST_DIR: dist });
  });

  it.each(['/', '/admin/dashboard', '/customer', '/index.html'])('the page at %s carries the page policy', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(securityOf(res.headers)).toEqual({ ...PAGE, ...EVERY, ...transport });
  });

  it('the API documentation page carries it too', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(securityOf(res.headers)).toEqual({ ...PAGE, ...EVERY, ...transport });
  });

  it.each([
    ['a JSON answer', '/api/Captcha/Challenge', 200],
    ['an error', '/api/Employee/Profile', 401],
    ['an unknown API path', '/api/NoSuch/Thing', 404],
    ['the health check', '/healthz', 200],
    ['a script of the build', '/assets/index-abc123.js', 200],
  ])('%s keeps nosniff and no page policy', async (_what, url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(securityOf(res.headers)).toEqual({ ...EVERY, ...transport });
  });
});

describe('the page policy follows the configuration', () => {
  const policyWith = (env: Record<string, string>) => contentSecurityPolicy(loadConfig({ NODE_ENV: 'test', ...env }));
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows no outside host when nothing is configured', () => {
    expect(policyWith({})).toBe(CSP);
  });

  it('allows Heap only when HEAP_APP_ID is set', () => {
    const policy = policyWith({ HEAP_APP_ID: '12345' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://cdn.heapanalytics.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://heapanalytics.com https://c.us.heap-api.com");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://heapanalytics.com https://c.us.heap-api.com");
  });

  it('allows the tag manager only when TAG_MANAGER_ID is set', () => {
    const policy = policyWith({ TAG_MANAGER_ID: 'GTM-ABC123' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://www.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it("lets the page send cards to Stripe's API only with the Stripe gateway", () => {
    const policy = policyWith({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });
});
