import { fixture, specStore } from './support/fixture.ts';
import { seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// Issue 23: the calendar's time scale is the person's, kept on the server (Employee/Preferences), so the coordinator
// who zooms to 10 minutes at the desk finds 10 minutes on another device (a fresh browser with nothing stored).
test('the time scale follows the coordinator to another device; the column header names the cutter', async ({ browser }) => {
  const spec = await specStore('time-scale-follows');
  const coordinator = spec.employees.coordinator.email;
  const open = async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openAsStaff(page, coordinator, fixture().password, `/admin/appointments-calendar?storeId=${spec.store.id}`);
    await expect(page.getByTestId('appointment-calendar')).toBeVisible();
    return { context, page };
  };

  const desk = await open();
  const scale = desk.page.getByRole('combobox', { name: 'Time scale' });
  await expect(scale).toHaveText('15 min');
  const saved = desk.page.waitForResponse((r) => r.url().endsWith('/api/Employee/Preferences') && r.request().method() === 'PUT');
  await scale.click();
  await desk.page.getByRole('option', { name: '10 min' }).click();
  expect((await saved).status()).toBe(200);
  await expect(scale).toHaveText('10 min');
  // The cutter's column header: their initials (no photo uploaded) beside their name.
  await expect(desk.page.locator('.calendar-resource-name').first()).toBeVisible();
  expect(await seriousViolations(desk.page), 'calendar at 1440').toEqual([]);
  await desk.context.close();

  const tablet = await open();
  await expect(tablet.page.getByRole('combobox', { name: 'Time scale' })).toHaveText('10 min');
  await tablet.page.setViewportSize({ width: 375, height: 812 });
  await tablet.page.screenshot({ path: '/tmp/calpolish-calendar-375.png' });
  expect(await seriousViolations(tablet.page), 'calendar at 375').toEqual([]);
  await tablet.context.close();
});
