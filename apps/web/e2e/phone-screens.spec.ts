import { signInThroughApi } from './support/api.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';

// The back office's and the customer's screens of issues 13-19 on a phone (375 x 812): each page opens to its
// heading, axe finds no serious violation, and nothing is wider than the screen (no sideways scrolling). The
// journeys themselves are tested at desk width in their own specs; this is the phone check their issues ask for.

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const STAFF_PAGES = [
  '/admin/customers',
  '/admin/customers/promotion-text',
  '/admin/employees/time-card',
  '/admin/employees/old-time-card',
  '/admin/time-clock',
  '/admin/face/review',
  '/admin/store/store-demands',
  '/admin/store/manage-shifts',
  '/admin/dashboards/kpi-summary',
  '/admin/dashboards/customer-dashboard',
  '/admin/dashboards/customer-retention-dashboard',
  '/admin/reports',
  '/admin/accounting/gl-account',
  '/admin/accounting/store-groups',
  '/admin/messages',
  '/admin/help-and-support',
  '/admin/contact-us',
  '/admin/in-store-promotions',
];

const CUSTOMER_PAGES = [
  '/customer/home',
  '/customer/profile/personal',
  '/customer/profile/communication',
  '/customer/profile/privacy',
  '/customer/profile/support',
  '/customer/my-appointments',
  '/customer/contact-us',
];

/** The page's first heading shown, axe's serious findings, and how far the page is wider than the phone. */
async function look(page: import('@playwright/test').Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  // The page's data has come (a wizard's step bar is a progressbar too, so spinners are not counted). Once, on a loaded
  // CI run, a page never went quiet for 300 s (one request left hanging); the page is then opened again, once.
  const quiet = await page
    .waitForLoadState('networkidle', { timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  if (!quiet) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
  }
  return {
    url,
    violations: await seriousViolations(page),
    overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  };
}

test("the franchisor's back-office screens read on a phone", async ({ page }) => {
  test.setTimeout(300_000);
  await signInThroughApi(page.request, { userType: 'admin', email: employee('franchisor').email, password: fixture().password });
  const seen = [];
  for (const url of STAFF_PAGES) seen.push(await look(page, url));
  expect(seen.filter((s) => s.violations.length || s.overflow > 0)).toEqual([]);
});

test("a customer's own screens read on a phone", async ({ page }) => {
  test.setTimeout(300_000);
  const { customer } = await specStore('phone-screens');
  await signInThroughApi(page.request, { userType: 'customer', identifier: customer.phoneNumber, password: fixture().password });
  const seen = [];
  for (const url of CUSTOMER_PAGES) seen.push(await look(page, url));
  expect(seen.filter((s) => s.violations.length || s.overflow > 0)).toEqual([]);
});
