import { expect, test } from './support/test.ts';
import { signInThroughApi } from './support/api.ts';
import { fixture } from './support/fixture.ts';

const SHORT_KEEP_ALIVE_MS = 400;

test('the session keep-alive is sent on ordinary pages but not on /in-store', async ({ page }) => {
  await page.addInitScript((ms) => {
    window.__SALON_KEEPALIVE_MS__ = ms;
  }, SHORT_KEEP_ALIVE_MS);
  const customer = fixture().customers[0];
  await signInThroughApi(page.request, { userType: 'customer', identifier: customer.phoneNumber, password: fixture().password });

  const keepAlives: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/session')
      keepAlives.push(new URL(page.url()).pathname);
  });

  await page.goto('/in-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Pair this tablet' })).toBeVisible();
  await page.waitForTimeout(SHORT_KEEP_ALIVE_MS * 6);
  expect(keepAlives).toEqual([]);

  await page.goto('/customer');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect.poll(() => keepAlives.length, { timeout: SHORT_KEEP_ALIVE_MS * 10 }).toBeGreaterThan(0);
  expect(keepAlives.every((path) => path === '/customer')).toBe(true);
});
