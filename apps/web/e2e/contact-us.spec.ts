import { employee, fixture } from './support/fixture.ts';
import { choose, field } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff, signInAsStaff } from './support/ui.ts';

// Contact us (issue 18): a cutter writes to the brand's support from /admin/contact-us (bad input says which
// field), a customer writes from the public form after the captcha, and the franchisor (support) reads both.

const suffix = Date.now().toString(36);

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

test('a cutter writes to support; empty and short input name their fields', async ({ page }) => {
  await signInAsStaff(page, employee('cutter').email, fixture().password);
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Received messages' })).toHaveCount(0);
  // Not about one store unless chosen; a cutter may name only their own store.
  await expect(page.getByRole('combobox', { name: 'Store it is about' })).toHaveText('Not about one store');

  await field(page, 'Message').fill('help');
  await field(page, 'Message').blur();
  await expect(page.getByText('Message must be at least 10 characters: say what happened')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await field(page, 'Reply-to email').fill('not-an-email');
  await expect(page.getByText('Reply-to email must be a valid email, e.g. name@example.com')).toBeVisible();

  await choose(page, 'What is it about?', 'Equipment in the store');
  await choose(page, 'Store it is about', fixture().stores[0]!.name);
  await field(page, 'Subject').fill(`Dryer broken ${suffix}`);
  await field(page, 'Message').fill('The dryer at station 3 stopped working this morning.');
  await field(page, 'Reply-to email').fill('cutter@example.com');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'contact-us-staff');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message was sent. We answer by email.')).toBeVisible();
  await expect(field(page, 'Subject')).toHaveValue('');
});

test("a customer writes from the brand's site; support reads both messages", async ({ page, browser }) => {
  await page.goto('/customer/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await field(page, 'Your name').fill('Robin Visitor');
  await choose(page, 'What is it about?', 'Bookings and appointments');
  await field(page, 'Subject').fill(`Two at once ${suffix}`);
  await field(page, 'Message').fill('Can my son and I be booked at the same time with two cutters?');
  await field(page, 'Reply-to email').fill('robin@example.com');
  await page.waitForFunction(() => document.querySelector('altcha-widget')?.getState() === 'verified', null, { timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'contact-us-customer');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message was sent. We answer by email.')).toBeVisible();

  const context = await browser.newContext({ baseURL: fixture().baseURL, viewport: { width: 1280, height: 800 } });
  const support = await context.newPage();
  await openAsStaff(support, employee('franchisor').email, fixture().password, '/admin/contact-us');
  const received = support.getByTestId('support-message');
  await expect(received.filter({ hasText: `Two at once ${suffix}` })).toContainText('Robin Visitor');
  await expect(received.filter({ hasText: `Two at once ${suffix}` })).toContainText('Customer');
  const staffLine = received.filter({ hasText: `Dryer broken ${suffix}` });
  await expect(staffLine).toContainText('Equipment in the store');
  await expect(staffLine.getByRole('button', { name: `Conversation: Dryer broken ${suffix}` })).toBeVisible();
  expect(await seriousViolations(support)).toEqual([]);
  await screenshots(support, 'contact-us-received');
  await context.close();
});
