import { signInThroughApi } from './support/api.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { choose, field } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// Contact-us threads in /admin/messages (issue 18): a signed-in customer writes from profile/support (a contact
// thread, no captcha); support finds it among the conversations, marked Support with an unread count, opens it
// (seen), answers with the chat composer (Enter sends), marks it handled; the customer sees "New reply" and answers,
// which is unread to support again.

const suffix = Date.now().toString(36);
test.use({ viewport: { width: 1280, height: 800 } });

test('a customer writes from their profile, support answers in messages, the customer sees the new reply', async ({ page, browser }) => {
  const { customer } = await specStore('support-in-messages');
  const subject = `Charged twice ${suffix}`;
  await signInThroughApi(page.request, { userType: 'customer', identifier: customer.phoneNumber, password: fixture().password });
  await page.goto('/customer/profile/support');
  await choose(page, 'What is it about?', 'Payments and billing');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('My card was charged twice for Tuesday.');
  await expect(field(page, 'Reply-to email')).toHaveValue(customer.email);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your message is sent: you will see our answer below')).toBeVisible();
  const mine = page.getByTestId('my-support-thread').filter({ hasText: subject });
  await expect(mine).toContainText('Waiting for an answer from support.');

  const context = await browser.newContext({ baseURL: fixture().baseURL, viewport: { width: 1280, height: 800 } });
  const support = await context.newPage();
  await openAsStaff(support, employee('franchisor').email, fixture().password, '/admin/messages');
  const row = support.getByTestId('support-row').filter({ hasText: subject });
  await expect(row).toContainText(`Support: ${subject}`);
  await expect(row).toContainText(`${customer.firstName}`);
  await expect(row).toContainText('(Customer) · Payments and billing');
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await support.getByRole('button', { name: 'Chats', exact: true }).click();
  await expect(row).toHaveCount(0);
  await support.getByRole('button', { name: 'Support', exact: true }).click();
  await expect(row).toHaveCount(1);
  await expect(support.getByTestId('conversation-row')).toHaveCount(0);
  await support.getByRole('button', { name: 'All', exact: true }).click();

  await row.click();
  await expect(support.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  const pane = support.getByTestId('support-pane');
  await expect(pane.getByTestId('support-line')).toHaveCount(1);
  await expect(row.getByLabel('1 unread')).toHaveCount(0);
  const composer = support.getByRole('textbox', { name: `Reply to ${customer.firstName}`, exact: false });
  await composer.fill('Sorry! The second charge is refunded.');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('It shows in 3 days.');
  await composer.press('Enter');
  await expect(support.getByText(`Reply sent to ${customer.email}.`)).toBeVisible();
  await expect(pane.getByTestId('support-line')).toHaveCount(2);
  await expect(pane.getByTestId('support-line').last()).toContainText('The second charge is refunded.\nIt shows in 3 days.');
  // Several people share the support desk: support's line names who answered, never "You".
  await expect(pane.getByTestId('support-line').last()).toHaveText(/^Support · \S/);
  await expect(composer).toHaveValue('');
  expect(await seriousViolations(support)).toEqual([]);
  await screenshots(support, 'support-in-messages');
  await support.getByRole('button', { name: 'Mark handled' }).click();
  await expect(support.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(pane).toContainText('Handled');

  await page.reload();
  await expect(mine).toContainText('New reply');
  await expect(mine.getByTestId('support-line')).toHaveText([
    /^You · .*charged twice for Tuesday/,
    /^Support · .*refunded\.\s*It shows in 3 days\./,
  ]);
  await mine.getByLabel('Your answer').fill('Thank you!');
  await mine.getByRole('button', { name: 'Send answer' }).click();
  await expect(mine.getByTestId('support-line')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'support-in-messages-customer');

  // The customer's answer reopens it and is unread to support (the list is read again every 30 s; a reload is sooner).
  await support.goto('/admin/messages');
  await expect(row.getByLabel('1 unread')).toBeVisible();
  expect(await seriousViolations(support)).toEqual([]);
  await screenshots(support, 'support-in-messages-list');
  await row.click();
  await expect(support.getByRole('button', { name: 'Mark handled' })).toBeVisible();
  await expect(pane.getByTestId('support-line')).toHaveCount(3);
  await context.close();

  // A cutter (no read_contact_messages) has their chats only: no Support filter, no support threads.
  const cutterContext = await browser.newContext({ baseURL: fixture().baseURL, viewport: { width: 1280, height: 800 } });
  const cutter = await cutterContext.newPage();
  await openAsStaff(cutter, employee('cutter').email, fixture().password, '/admin/messages');
  await expect(cutter.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(cutter.getByRole('group', { name: 'Show' })).toHaveCount(0);
  await expect(cutter.getByTestId('support-row')).toHaveCount(0);
  await cutterContext.close();
});
