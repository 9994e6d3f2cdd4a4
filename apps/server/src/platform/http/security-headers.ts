import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

// The headers every answer carries, and the ones only pages need (README "Security").

const HEAP = { script: 'https://cdn.heapanalytics.com', collect: ['https://heapanalytics.com', 'https://c.us.heap-api.com'] };
const TAG_MANAGER = 'https://www.googletagmanager.com';

/** Browser features the app never uses are off; the camera (staff face sign-in) and location (nearest store) are ours only. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The page's Content-Security-Policy. Scripts come only from our own files (index.html has no inline
 * script); styles allow inline because MUI/emotion and the ALTCHA widget insert <style> elements;
 * ALTCHA solves its challenge in blob: workers. Analytics and card tokenisation hosts are allowed only
 * when configured.
 */
export function contentSecurityPolicy(config: Config): string {
  const script = ["'self'"];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  if (config.HEAP_APP_ID) {
    script.push(HEAP.script);
    connect.push(...HEAP.collect);
    img.push(...HEAP.collect);
  }
  if (config.TAG_MANAGER_ID) {
    script.push(TAG_MANAGER);
    img.push(TAG_MANAGER);
  }
  if (config.PAYMENT_GATEWAY === 'stripe') connect.push(new URL(config.STRIPE_API_BASE).origin);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['worker-src', ["'self'", 'blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export interface SecurityHeaders {
  /** On every answer, API and page alike. */
  every: Record<string, string>;
  /** On HTML answers only. */
  page: Record<string, string>;
}

export function securityHeaders(config: Config): SecurityHeaders {
  const https = new URL(config.PUBLIC_URL).protocol === 'https:';
  return {
    every: {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      // Not includeSubDomains: brand domains belong to the tenants, and their other hosts are not ours to pin.
      ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
    },
    page: {
      'content-security-policy': contentSecurityPolicy(config),
      'permissions-policy': PERMISSIONS_POLICY,
      'x-frame-options': 'DENY',
    },
  };
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers.every);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.headers(headers.page);
  });
}
