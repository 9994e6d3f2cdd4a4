import { request } from '@playwright/test';
import { z } from 'zod';
import { emailsTo, latestCode, signInThroughApi, staffApi } from './support/api.ts';
import { addDays, dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore, textReply } from './support/fixture.ts';
import { field } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { bookableDay, staffCaller } from './support/seed.ts';

// Issue 13, customer side: the customer's own profile. Codes and emails are read from the e2e server's console channel.

test.use({ viewport: { width: 1280, height: 800 } });

/** The marketing emails delivered to `to` so far (console channel), newest last. */
const marketingTo = (to: string) => emailsTo(to, 'Autumn offer');

const sentSchema = z.object({ res_data: z.object({ queued: z.number(), skipped: z.number() }) });

test('a customer edits their phone by code, manages family, and an unsubscribe link stops marketing email', async ({ page }) => {
  const { store, employees, customer } = await specStore('profile');
  await signInThroughApi(page.request, { userType: 'customer', identifier: customer.phoneNumber, password: fixture().password });
  const staff = await staffApi(employees.shop_manager.email, fixture().password);
  const sendOffer = async () => {
    const answer = await staff.api.post('/api/CustomerProfile/MarketingEmail', {
      headers: { authorization: `Bearer ${staff.token}` },
      data: { subject: 'Autumn offer', text: '20% off beard trims this week.', customerIds: [customer.id] },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return sentSchema.parse(await answer.json()).res_data;
  };

  // Personal: the phone changes only once the code sent to the new number comes back.
  await page.goto('/customer/profile/personal');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(customer.phoneNumber)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-profile-personal');
  const newPhone = `+1555${String(Date.now()).slice(-7)}`;
  await page.getByRole('button', { name: 'Change' }).nth(1).click();
  await page.getByLabel('New phone number').fill(newPhone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${newPhone}.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-profile-phone-code');
  await page.getByLabel('Code', { exact: true }).fill(await latestCode(newPhone, 'sms'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your phone number is changed')).toBeVisible();
  await expect(page.getByText(newPhone)).toBeVisible();
  await expect(page.getByText(customer.phoneNumber)).toBeHidden();

  // Family: a member added without a sign-in of their own.
  await page.getByRole('button', { name: 'Add family member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add family member' });
  await dialog.getByLabel('First name').fill('Robin');
  await dialog.getByLabel('Last name').fill('Junior');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-profile-family-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Robin Junior')).toBeVisible();

  // Communication: marketing is off until turned on; then an offer arrives with a one-click unsubscribe link.
  await page.getByRole('link', { name: 'Communication' }).click();
  const marketing = page.getByRole('group', { name: 'News and offers' });
  await expect(marketing.getByRole('switch', { name: 'Email' })).not.toBeChecked();
  expect(await sendOffer()).toEqual({ queued: 0, skipped: 1 });
  await marketing.getByRole('switch', { name: 'Email' }).click();
  await expect(marketing.getByRole('switch', { name: 'Email' })).toBeChecked();
  await expect(page.getByText('Your choices are saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-profile-communication');
  expect(await sendOffer()).toEqual({ queued: 1, skipped: 0 });
  await expect.poll(() => marketingTo(customer.email).length).toBe(1);

  // A STOP texted back pauses every text whatever the switches say: the page says so until START.
  const paused = page.getByRole('alert').filter({ hasText: 'Texts are paused' });
  await expect(paused).toHaveCount(0);
  await textReply(newPhone, 'STOP');
  await page.reload();
  await expect(paused).toHaveText(
    'Texts are paused: you replied STOP to one of our texts. We send no text messages, whatever the switches below say, until you reply START to that number.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await textReply(newPhone, 'START');
  await page.reload();
  await expect(page.getByRole('group', { name: 'News and offers' })).toBeVisible();
  await expect(paused).toHaveCount(0);
  const link = /Unsubscribe in one click: (\S+)/.exec(marketingTo(customer.email)[0])?.[1] ?? '';
  expect(link).toContain('/unsubscribe?token=');

  // The link works signed out, in a fresh browser context.
  const strangerContext = await page.context().browser()!.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'Stop news and offers by email?' })).toBeVisible();
  expect(await seriousViolations(stranger)).toEqual([]);
  await screenshots(stranger, 'customer-unsubscribe-confirm');
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stranger.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await screenshots(stranger, 'customer-unsubscribe-done');
  await strangerContext.close();
  expect(await sendOffer()).toEqual({ queued: 0, skipped: 1 });
  await page.reload();
  const offersByEmail = page.getByRole('group', { name: 'News and offers' }).getByRole('switch', { name: 'Email' });
  await expect(offersByEmail).not.toBeChecked();
  // Turned on and off again on the profile: still no offer is mailed.
  const saved = () =>
    page.waitForResponse((r) => r.url().endsWith('/api/CustomerProfile/Communication') && r.request().method() === 'PUT' && r.ok());
  await Promise.all([saved(), offersByEmail.click()]);
  await expect(offersByEmail).toBeChecked();
  expect(await sendOffer()).toEqual({ queued: 1, skipped: 0 });
  await Promise.all([saved(), offersByEmail.click()]);
  await expect(offersByEmail).not.toBeChecked();
  expect(await sendOffer()).toEqual({ queued: 0, skipped: 1 });
  await expect.poll(() => marketingTo(customer.email).length).toBe(2);

  // The other sections, each looked at.
  await page.getByRole('link', { name: 'Password' }).click();
  await expect(page.getByLabel('Current password')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-profile-password');

  await page.getByRole('link', { name: 'Support' }).click();
  await field(page, 'Subject').fill('Lost scarf');
  await field(page, 'Message').fill('I left a blue scarf at the store on Friday.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your message is sent: you will see our answer below')).toBeVisible();
  // It starts a contact-us conversation (issue 18): listed with the customer's messages to support.
  await expect(page.getByTestId('my-support-thread').filter({ hasText: 'Lost scarf' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-profile-support');

  await page.getByRole('link', { name: 'Privacy' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-profile-privacy');

  // Home: the next visit (booked by the desk) with its store and directions.
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const day = addDays(dayIn(store.timezone), 5);
  const cutter = employees.cutter;
  const service = { id: await bookableDay(call, { store, cutterId: cutter.id, day, service: { name: 'Profile Cut', priceCents: 3200 } }) };
  await call('Appointment/Create', {
    storeId: store.id,
    cutterId: cutter.id,
    serviceIds: [service.id],
    source: 'phone',
    start: wallClock(store.timezone, day, '11:00'),
    customerId: customer.id,
  });
  await call.dispose();
  await page.goto('/customer/home');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${customer.firstName}` })).toBeVisible();
  const next = page.getByRole('region', { name: 'Your next visit' });
  await expect(next.getByText(/11:00 AM C[SD]T/)).toBeVisible();
  await expect(next.getByText('Profile Cut')).toBeVisible();
  await expect(next.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByRole('heading', { name: 'Our stores' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-home');

  await page.goto('/customer/explore-more');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await page.getByLabel('Store').click();
  await page.getByRole('option', { name: store.name }).click();
  await expect(page.getByText('Profile Cut')).toBeVisible();
  await expect(page.getByText('$32.00')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-explore-more');

  // Closing the account: signed out, and the old phone and password no longer sign in.
  await page.goto('/customer/profile/privacy');
  await page.getByLabel('Your password').fill(fixture().password);
  await page.getByLabel('Type CLOSE to confirm').fill('CLOSE');
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  expect((await page.request.get('/api/CustomerProfile/Personal', { headers: { 'x-brand-domain': fixture().brandDomain } })).status()).toBe(
    401,
  );
  const fresh = await request.newContext({ baseURL: fixture().baseURL });
  const csrf = z.object({ csrfToken: z.string() }).parse(await (await fresh.get('/api/auth/csrf')).json());
  const refused = await fresh.post('/api/auth/callback/credentials', {
    form: {
      userType: 'customer',
      identifier: newPhone,
      password: fixture().password,
      csrfToken: csrf.csrfToken,
      callbackUrl: fixture().baseURL,
      json: 'true',
    },
  });
  expect(refused.ok()).toBe(false);
  await fresh.dispose();
});
