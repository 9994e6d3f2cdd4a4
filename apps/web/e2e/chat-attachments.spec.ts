import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { signInThroughApi, staffApi } from './support/api.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { customerWritesToSupport, PDF_BYTES, PNG_BYTES } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { signInAsStaff } from './support/ui.ts';

// Issue 18's last parts: a member of staff attaches a PNG and a PDF in a direct chat (a wrong type is refused and
// nothing is sent); the colleague sees the thumbnail and downloads the PDF. A customer sees support's reply, marked
// new, under /customer/profile/support and answers there. Its own spec store, so no other spec's people mix in.

const suffix = Date.now().toString(36);

async function person(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: fixture().baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAsStaff(page, email, fixture().password);
  return page;
}

test('staff attach a PNG and a PDF in a direct chat; the other sees the thumbnail and downloads the PDF', async ({ browser }) => {
  const spec = await specStore('chat-files');
  const desk = await person(browser, spec.employees.coordinator!.email);
  const cutter = await person(browser, spec.employees.cutter!.email);

  await desk.goto('/admin/messages');
  await desk.getByRole('button', { name: 'New message' }).click();
  const dialog = desk.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel('Colleague').click();
  await desk.getByRole('option', { name: /^Cutter / }).click();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(desk).toHaveURL(/\/admin\/messages\?c=/);

  // A wrong type is refused by name before any upload; nothing is sent.
  const picker = desk.locator('input[type=file]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(desk.getByRole('alert')).toContainText(
    'notes.txt was not attached: Documents must be JPG, JPEG, PNG, PDF, DOC or DOCX files.',
  );
  await expect(desk.getByTestId('pending-file')).toHaveCount(0);

  await expect(desk.getByRole('button', { name: 'Attach files' })).toBeVisible();
  await picker.setInputFiles([
    { name: `Colour chart ${suffix}.png`, mimeType: 'image/png', buffer: PNG_BYTES },
    { name: `Price list ${suffix}.pdf`, mimeType: 'application/pdf', buffer: PDF_BYTES },
  ]);
  await expect(desk.getByTestId('pending-file')).toHaveCount(2);
  await expect(desk.getByTestId('pending-file').last()).toContainText(`Price list ${suffix}.pdf · ${PDF_BYTES.length} B`);
  const composer = desk.getByLabel('Message', { exact: true });
  await composer.fill(`New colours and prices ${suffix}`);
  await expect(desk.getByRole('button', { name: 'Send' })).toBeEnabled();
  await composer.press('Enter');
  await expect(desk.getByTestId('pending-file')).toHaveCount(0);
  const sent = desk.getByRole('log', { name: 'Messages' }).getByTestId('chat-message').filter({ hasText: suffix });
  await expect(sent.getByRole('img', { name: `Colour chart ${suffix}.png` })).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  await screenshots(desk, 'chat-attachments-sender');

  await cutter.goto('/admin/messages');
  await cutter
    .getByTestId('conversation-row')
    .filter({ hasText: /Coordinator/ })
    .click();
  const seen = cutter.getByRole('log', { name: 'Messages' }).getByTestId('chat-message').filter({ hasText: suffix });
  await expect(seen.getByTestId('chat-thumbnail')).toBeVisible();
  await expect(seen.getByRole('img', { name: `Colour chart ${suffix}.png` })).toHaveJSProperty('naturalWidth', 1);
  const file = seen.getByRole('button', { name: `Download Price list ${suffix}.pdf, ${PDF_BYTES.length} B` });
  const [download] = await Promise.all([cutter.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe(`Price list ${suffix}.pdf`);
  expect(readFileSync(await download.path()).equals(PDF_BYTES)).toBe(true);
  expect(await seriousViolations(cutter)).toEqual([]);
  await screenshots(cutter, 'chat-attachments-receiver');
  await desk.context().close();
  await cutter.context().close();
});

test("the customer sees support's reply under profile/support, marked new, and answers there", async ({ page }) => {
  const { customer } = await specStore('chat-files');
  const subject = `Parking ${suffix}`;
  await signInThroughApi(page.request, { userType: 'customer', identifier: customer.phoneNumber, password: fixture().password });
  await customerWritesToSupport(page, 'Something else', subject, 'Is there parking near the salon?');

  const support = await staffApi(employee('franchisor').email, fixture().password);
  const auth = { Authorization: `Bearer ${support.token}` };
  const list = (await (await support.api.get('/api/ContactUs/List?status=open', { headers: auth })).json()) as {
    res_data: { id: string; subject: string }[];
  };
  const id = list.res_data.find((m) => m.subject === subject)?.id;
  expect(id).toBeTruthy();
  const reply = await support.api.post(`/api/ContactUs/Reply/${id}`, { headers: auth, data: { body: 'Yes, behind the salon.' } });
  expect(reply.status()).toBe(200);

  const seenCall = page.waitForResponse((r) => r.url().includes(`/ContactUs/Customer/Seen/${id}`) && r.status() === 200);
  await page.goto('/customer/profile/support');
  const mine = page.getByTestId('my-support-thread').filter({ hasText: subject });
  await expect(mine.getByTestId('support-line')).toHaveText([/^You · .*Is there parking/, /^Support · .*Yes, behind the salon\./]);
  await expect(mine.getByTestId('new-reply')).toHaveText('New reply');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'profile-support-replies');
  // Seen on this visit: not new on the next.
  await seenCall;
  await page.reload();
  await expect(mine.getByTestId('support-line')).toHaveCount(2);
  await expect(mine.getByTestId('new-reply')).toHaveCount(0);
  await mine.getByLabel('Your answer').fill('Thank you!');
  await mine.getByRole('button', { name: 'Send answer' }).click();
  await expect(mine.getByTestId('support-line')).toHaveCount(3);
  await support.api.dispose();
});
