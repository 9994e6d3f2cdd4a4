import { expect, test } from './support/test.ts';
import { z } from 'zod';
import { staffApi } from './support/api.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { choose, field } from './support/forms.ts';
import { navigationLinks, signInAsStaff, signOutFromMenu } from './support/ui.ts';
import { screenshots, seriousViolations, shot } from './support/look.ts';

const outboxSchema = z.object({
  res_data: z.object({ items: z.array(z.object({ to: z.string(), subject: z.string().nullable(), bodyText: z.string() }).loose()) }),
});

test.use({ viewport: { width: 1280, height: 800 } });

test('a manager schedules, publishes and gives time off; the cutter sees only their own shifts', async ({ page }) => {
  // The spec's own store and staff: no other spec's shifts can be in its weeks, whatever today is.
  const { store, employees } = await specStore('shifts');
  const cutter = employees.cutter;
  // The franchisor (tenant-wide: the stores come from Store/Search) holds every shift flag and time_off.
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  await page.getByRole('link', { name: 'Manage shifts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage shifts' })).toBeVisible();
  // Two weeks ahead: every day of the week is in the future.
  await choose(page, 'Store', store.name);
  await expect(page.getByText(`Times are in the store’s timezone (${store.timezone}).`)).toBeVisible();
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  const grid = page.getByRole('table', { name: /^Shifts of the week of/ });
  await expect(grid.getByRole('row', { name: /Cutter Fixture/ })).toContainText('Pending');

  // A shift without an end: the server applies the 9-hour default (10:00 AM - 7:00 PM).
  await grid.getByRole('button', { name: /^Add a shift for Cutter Fixture on Tuesday/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New shift' });
  await field(page, 'Start').fill('10:00');
  await dialog.getByRole('button', { name: 'Create shift' }).click();
  await expect(dialog).toBeHidden();
  const cutterShift = grid.getByRole('button', { name: /^Edit shift of Cutter Fixture on Tuesday.*10:00 AM – 7:00 PM \(Draft\)$/ });
  await expect(cutterShift).toBeVisible();

  // A second employee's shift, edited to 11:00 AM - 3:00 PM: the cutter must not see it.
  await grid.getByRole('button', { name: /^Add a shift for Coordinator Fixture on Wednesday/ }).click();
  await field(page, 'Start').fill('11:00');
  await field(page, 'End').fill('14:00');
  await page.getByRole('dialog', { name: 'New shift' }).getByRole('button', { name: 'Create shift' }).click();
  await grid.getByRole('button', { name: /^Edit shift of Coordinator Fixture on Wednesday.*11:00 AM – 2:00 PM/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit shift' });
  await field(page, 'End').fill('15:00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(
    grid.getByRole('button', { name: /^Edit shift of Coordinator Fixture on Wednesday.*11:00 AM – 3:00 PM \(Draft\)$/ }),
  ).toBeVisible();

  // Outside opening hours (10:00-20:00): the server's message shows in the dialog.
  await grid.getByRole('button', { name: /^Add a shift for Cutter Fixture on Thursday/ }).click();
  await field(page, 'Start').fill('06:00');
  await page.getByRole('dialog', { name: 'New shift' }).getByRole('button', { name: 'Create shift' }).click();
  await expect(page.getByRole('dialog', { name: 'New shift' }).getByRole('alert')).toBeVisible();
  await page.getByRole('dialog', { name: 'New shift' }).getByRole('button', { name: 'Cancel' }).click();

  // Publish the week: a confirmation, then how many were published.
  await page.getByRole('button', { name: 'Publish week' }).click();
  const confirm = page.getByRole('dialog', { name: /^Publish the week of/ });
  await expect(confirm).toContainText('2 draft shifts become active');
  await confirm.getByRole('button', { name: 'Publish week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published 2 shifts' })).toBeVisible();
  await expect(
    grid.getByRole('button', { name: /^Edit shift of Cutter Fixture on Tuesday.*10:00 AM – 7:00 PM \(Active\)$/ }),
  ).toBeVisible();

  // The cutter's schedule email is in the outbox.
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  await expect
    .poll(
      async () => {
        const response = await staff.api.post('/api/Outbox/Search', {
          headers: { Authorization: `Bearer ${staff.token}` },
          data: { channel: 'email', to: cutter.email, page: 1, pageSize: 20 },
        });
        if (!response.ok()) return [`outbox answered ${response.status()}`];
        return outboxSchema.parse(await response.json()).res_data.items.map((item) => item.subject);
      },
      { message: 'the schedule email to the cutter', timeout: 15_000 },
    )
    .toContain(`Your schedule at ${store.name} has been updated`);
  await staff.api.dispose();

  // Copy the week to the next one: drafts at the same times; then delete one of the copies.
  await page.getByRole('button', { name: 'Copy to next week' }).click();
  await page
    .getByRole('dialog', { name: /^Copy this week to the week of/ })
    .getByRole('button', { name: 'Copy to next week' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied 2 shifts' })).toContainText('(0 skipped)');
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await expect(grid.getByRole('button', { name: /^Edit shift of Cutter Fixture on Tuesday.*10:00 AM – 7:00 PM \(Draft\)$/ })).toBeVisible();
  await grid.getByRole('button', { name: /^Edit shift of Coordinator Fixture on Wednesday/ }).click();
  await page.getByRole('dialog', { name: 'Edit shift' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this shift?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(grid.getByRole('button', { name: /^Edit shift of Coordinator Fixture/ })).toHaveCount(0);
  await expect(grid.getByRole('button', { name: /^Add a shift for Coordinator Fixture on Wednesday/ })).toBeVisible();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(grid.getByRole('button', { name: /^Edit shift of Coordinator Fixture on Wednesday.*\(Active\)$/ })).toBeVisible();

  // Time off with a reason, listed on the page and on the grid.
  await page.getByRole('button', { name: 'Add time off' }).click();
  const timeOff = page.getByRole('dialog', { name: 'New time off' });
  await choose(timeOff, 'Employee', 'Cutter Fixture');
  await timeOff.getByRole('button', { name: 'Add time off' }).click();
  await expect(timeOff.getByText('Reason is required')).toBeVisible();
  await field(page, 'Reason').fill('Dentist');
  await timeOff.getByRole('button', { name: 'Add time off' }).click();
  await expect(timeOff).toBeHidden();
  await expect(page.getByRole('region', { name: 'Time off this week' })).toContainText('Cutter Fixture: Dentist');
  await expect(grid.getByRole('row', { name: /Cutter Fixture/ })).toContainText('Time off: Dentist');

  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'manage-shifts', { top: true });

  // The dialog on a phone: the cards name their add buttons the same way as the table.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: /^Add a shift for Janitor Fixture on Monday/ }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'New shift' });
  await expect(phoneDialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'shift-dialog-375.png');
  await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // A manager picks whose schedule to see.
  await page.getByRole('link', { name: 'Employee schedule' }).click();
  // Until the page's code has loaded the old page (with its own Store picker) is still on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Employee schedule' })).toBeVisible();
  await choose(page, 'Store', store.name);
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await choose(page, 'Employee', 'Cutter Fixture');
  await expect(page.getByRole('heading', { name: 'Shifts of Cutter Fixture' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Shifts of Cutter Fixture/ })).toContainText('10:00 AM – 7:00 PM');

  // The cutter (view_self_store_shifts only) sees only their own shift and no manage screen.
  await signOutFromMenu(page);
  await signInAsStaff(page, cutter.email, fixture().password);
  const links = await navigationLinks(page);
  expect(links).toContain('Employee schedule');
  expect(links).not.toContain('Manage shifts');
  await page.getByRole('link', { name: 'Employee schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee schedule' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your shifts', exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: /^Shifts of Cutter Fixture/ });
  await expect(list).toContainText('10:00 AM – 7:00 PM');
  await expect(list).toContainText('Active');
  await expect(list).not.toContainText('11:00 AM');
  await expect(page.getByRole('combobox', { name: /^Employee/ })).toHaveCount(0);
  await expect(page.getByText('Coordinator Fixture')).toHaveCount(0);
  await expect(page.getByText('Total: 9 h')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'employee-schedule', { top: true });

  await page.goto('/admin/store/manage-shifts');
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
});
