import { type Locator, type Page, expect } from '@playwright/test';

/** A 1×1 PNG: real image bytes the server accepts and re-encodes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest thing the server reads as a PDF (magic bytes %PDF-). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks `option` in the MUI select whose label starts with `label`. */
export async function choose(scope: Page | Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  const name = typeof label === 'string' ? new RegExp(`^${escapeRegExp(label)}`) : label;
  await scope.getByRole('combobox', { name }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).click();
}

/** Next, and the next step's heading appears. */
export async function next(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** The input labelled exactly `label` (a required field's label ends in " *"). */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
}

/** A signed-in customer's contact-us message from /customer/contact-us (the captcha solves itself), sent. */
export async function customerWritesToSupport(page: Page, about: string, subject: string, message: string): Promise<void> {
  await page.goto('/customer/contact-us');
  await choose(page, 'What is it about?', about);
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill(message);
  await page.waitForFunction(() => document.querySelector('altcha-widget')?.getState() === 'verified', null, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message was sent. We answer by email.')).toBeVisible();
}
