import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { choose } from './support/forms.ts';
import { fullWaitlistDay } from './support/waitlist-day.ts';
import { openAsStaff } from './support/ui.ts';

// The desk's waitlist (issue 20), at the spec's own store: its cutter works only 10:00-10:30 on a free day 8-14 days ahead and that half
// hour is booked for a guest. A walk-in caller wants that day: the desk creates them in the waitlist dialog and adds
// them for 10:00-11:00; the guest cancels; the desk books the caller from the list at the freed 10:00.

const suffix = Date.now().toString(36);
const SERVICE = `Desk Waitlist Cut ${suffix}`;
const phone = `+1555${String(Date.now()).slice(-7)}`;
/** The caller's last name carries this run's letters (names take letters only), so a retried test finds only its own row. */
const LAST = `Walkin${suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
const CALLER = `Wally ${LAST}`;

const seed = () =>
  fullWaitlistDay('waitlist-desk', { name: SERVICE, priceCents: 2800 }, { name: 'Desk Blocking Guest', phoneNumber: '+15555550998' });

let seeded: Awaited<ReturnType<typeof seed>>;
test.beforeAll(async () => {
  seeded = await seed();
});
test.use({ viewport: { width: 1280, height: 800 } });

test('the desk adds a walk-in caller to the waitlist and books them from the list when a time frees up', async ({ page }) => {
  test.setTimeout(300_000);
  await openAsStaff(page, employee('franchisor').email, fixture().password, '/admin/appointments-dashboard');
  // Other specs' stores may come first: the desk picks this store's waitlist.
  await choose(page, 'Waitlist of', seeded.storeName);
  const panel = page.getByRole('region', { name: `Waitlist · ${seeded.storeName}` });
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Add to waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a customer to the waitlist' });
  await dialog.getByLabel('Search customers').fill(phone);
  await expect(dialog.getByRole('status')).toHaveText('No customer matches.');
  await dialog.getByRole('button', { name: 'New customer' }).click();
  const quick = dialog.getByRole('group', { name: 'New customer' });
  await quick.getByLabel('First name').fill('Wally');
  await quick.getByLabel('Last name').fill(LAST);
  await quick.getByRole('button', { name: 'Create and choose' }).click();
  await expect(dialog.getByRole('radio', { name: `${CALLER} · ••${phone.slice(-4)}` })).toBeChecked();
  await dialog.getByRole('checkbox', { name: new RegExp(SERVICE) }).check();
  await dialog.getByLabel('Date', { exact: true }).fill(seeded.day);
  await dialog.getByLabel('From', { exact: true }).fill('10:00');
  await dialog.getByLabel('To', { exact: true }).fill('11:00');
  expect(await seriousViolations(page), 'add dialog').toEqual([]);
  await screenshots(page, 'waitlist-desk-add');
  await dialog.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${CALLER} is on the waitlist`)).toBeVisible();
  const row = panel.getByRole('listitem').filter({ hasText: CALLER });
  await expect(row.getByText('Waiting')).toBeVisible();

  // Nothing free yet: the book dialog says so.
  await row.getByRole('button', { name: `Book ${CALLER} from the waitlist` }).click();
  const book = page.getByRole('dialog', { name: `Book ${CALLER}` });
  await expect(book.getByText('No free time fits this wish yet.', { exact: false })).toBeVisible();
  await book.getByRole('button', { name: 'Cancel' }).click();

  await seeded.cancel();
  // The offer is made by the job the cancel queues; the page shows it after a reload. Late in a full run the
  // dashboard lists every spec's store above the waitlist and a reload takes seconds to draw it: each look waits
  // 10 s (a 1 s look failed every time there, reloading before the offered row was drawn, though the offer was made).
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Time offered')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 150_000 });

  await row.getByRole('button', { name: `Book ${CALLER} from the waitlist` }).click();
  const slot = book.getByRole('radio', { name: '10:00 AM with Cutter Fixture' });
  await expect(slot).toBeVisible();
  await slot.check();
  expect(await seriousViolations(page), 'book dialog').toEqual([]);
  await screenshots(page, 'waitlist-desk-book');
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(book).toBeHidden();
  await expect(page.getByText(new RegExp(`^${CALLER} is booked for `))).toBeVisible();
  await expect(row).toHaveCount(0);
});
