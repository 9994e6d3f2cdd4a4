import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createTestApp } from '../../testing/test-app.ts';

// The built web app (platform/http/serve-web.ts): hashed assets are cached for good, the page is revalidated,
// the build's pre-compressed files are sent to browsers that accept them.
const dist = mkdtempSync(path.join(tmpdir(), 'salon-web-dist-'));
const script = 'console.log("hello");'.repeat(50);
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Salon</title>');
writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the web app', () => {
  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });

  it('sends the pre-compressed file to a browser that accepts gzip', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length);
  });

  it('answers the page for app routes, to be revalidated on every visit', async () => {
    for (const url of ['/customer', '/admin/dashboard', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Salon</title>');
    }
  });

  it('answers 404 for an asset the build does not have, never the page', async () => {
    const res = await t.app.inject({ url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });
});
