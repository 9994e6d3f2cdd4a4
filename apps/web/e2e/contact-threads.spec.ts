import { signInThroughApi } from './support/api.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { customerWritesToSupport } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// Contact-us conversations (issue 18): a signed-in customer writes to support; support opens the message,
// replies and marks it handled (it leaves the Open list for Handled); the customer sees the reply on
// /customer/contact-us and answers, which reopens it.

const suffix = Date.now().toString(36);
test.use({ viewport: { width: 1280, height: 800 } });

test('a customer writes, support replies and marks it handled, the customer sees the reply and answers', async ({ page, browser }) => {
  const { customer } = await specStore('contact-threads');
  const subject = `Two chairs ${suffix}`;
  await signInThroughApi(page.request, { userType: 'customer', identifier: customer.phoneNumber, password: fixture().password });
  await customerWritesToSupport(page, 'Bookings and appointments', subject, 'Can my son and I sit in two chairs at the same time?');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your messages to support' })).toBeVisible();
  const mine = page.getByTestId('my-support-thread').filter({ hasText: subject });
  await expect(mine).toContainText('Waiting for an answer from support.');

  const context = await browser.newContext({ baseURL: fixture().baseURL, viewport: { width: 1280, height: 800 } });
  const support = await context.newPage();
  await openAsStaff(support, employee('franchisor').email, fixture().password, '/admin/contact-us');
  const received = support.getByTestId('support-message').filter({ hasText: subject });
  await expect(support.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Newest activity first: the message just sent leads the Open list.
  await expect(support.getByTestId('support-message').first()).toContainText(subject);
  await expect(received).toContainText('0 replies');
  // On the store's clock (Chicago), not the browser's (Kolkata).
  await expect(received).toContainText(/\d{1,2}:\d{2} [AP]M C[SD]T/);
  await received.getByRole('button', { name: `Conversation: ${subject}` }).click();
  const dialog = support.getByRole('dialog', { name: `Conversation: ${subject}` });
  await dialog.getByLabel('Your reply').fill('Yes: book two services at the same time, one per cutter.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText(`Reply sent to ${customer.email}.`)).toBeVisible();
  await expect(dialog.getByTestId('support-line')).toHaveCount(2);
  expect(await seriousViolations(support)).toEqual([]);
  await screenshots(support, 'contact-thread-support');
  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(received).toHaveCount(0);
  await support.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(received).toContainText('1 reply');
  await expect(received).toContainText('Handled');

  await page.reload();
  await expect(mine.getByTestId('support-line')).toHaveText([
    /^You · .*Can my son and I sit in two chairs/,
    /^Support · .*Yes: book two services at the same time, one per cutter\./,
  ]);
  await expect(mine).toContainText('Handled');
  await mine.getByLabel('Your answer').fill('Thank you, booking now.');
  await mine.getByRole('button', { name: 'Send answer' }).click();
  await expect(mine.getByTestId('support-line')).toHaveCount(3);
  await expect(mine).toContainText('Open');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'contact-thread-customer');

  // The answer reopened it: back in support's Open list.
  await support.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(received).toContainText('2 replies');
  await context.close();
});
