import { expect, test } from './support/test.ts';

// Issue 21: a second "Send code" inside the resend limit sent nothing, yet the screen said a code was on its way.
// The server now answers when the next code can be asked for, and the screen says so with the button disabled.
// A number without an account answers exactly like one with an account, so a fresh number keeps this spec's
// limits its own.

test('a second Send code within the minute says no new code was sent and when one can be asked for', async ({ page }) => {
  const phone = `555${String(Date.now()).slice(-7)}`;
  await page.goto('/customer');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('tab', { name: 'One-time code' }).click();
  const codeForm = dialog.getByRole('form', { name: 'One-time code' });
  await codeForm.getByLabel('Phone number or email').fill(phone);
  await codeForm.getByRole('button', { name: 'Send code' }).click();

  const notice = dialog.getByRole('status').filter({ hasText: /code/ });
  await expect(notice).toContainText(`If +1${phone} has an account, a 6-digit code is on its way.`);
  await expect(notice).toContainText(/You can ask for a new code in (60|59|58|57|56|55) s\./);
  const again = dialog.getByRole('button', { name: 'Send a new code' });
  await expect(again).toBeDisabled();

  // The code is issued by a queued job (so the answer's time says nothing about the account), within the
  // queue's 2-second poll; a person reads the notice before going back, as here.
  await page.waitForTimeout(3_000);
  // Back, and Send code again: nothing goes out, and the screen says so.
  await dialog.getByRole('button', { name: 'Use another number or email' }).click();
  await codeForm.getByLabel('Phone number or email').fill(phone);
  await codeForm.getByRole('button', { name: 'Send code' }).click();
  await expect(notice).toContainText('No new code was sent: the last one is still on its way.');
  await expect(notice).not.toContainText('is on its way.');
  await expect(notice).toContainText(/You can ask for a new code in \d{1,2} s\./);
  await expect(again).toBeDisabled();

  // The countdown runs: a few seconds later it reads less.
  const first = Number(/in (\d+) s/.exec((await notice.textContent()) ?? '')?.[1]);
  await expect.poll(async () => Number(/in (\d+) s/.exec((await notice.textContent()) ?? '')?.[1]), { timeout: 5_000 }).toBeLessThan(first);
});

test('staff: a second Send code for a reset within the minute says no new code was sent and when one can be asked for', async ({
  page,
}) => {
  // Any email answers the same (known or not), so a fresh one keeps this spec's limits its own.
  const email = `nobody.${Date.now().toString(36)}@staff.test`;
  await page.goto('/admin/forgotpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/admin\/verify$/);
  const notice = page.getByRole('status').filter({ hasText: /code/ });
  await expect(notice).toContainText(`If ${email} has an account, a 6-digit code is on its way.`);
  await expect(notice).toContainText(/You can ask for a new code in (60|59|58|57|56|55) s\./);
  const again = page.getByRole('button', { name: 'Send a new code' });
  await expect(again).toBeDisabled();

  // Back to the first step and Send code again: nothing goes out, and the screen says so.
  await page.goto('/admin/forgotpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/admin\/verify$/);
  await expect(notice).toContainText('No new code was sent: the last one is still on its way.');
  await expect(notice).toContainText(/You can ask for a new code in \d{1,2} s\./);
  await expect(again).toBeDisabled();
});
