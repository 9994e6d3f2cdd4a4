// The calendar's slots and drags as a person does them (react-big-calendar reads mouse moves, not drag events).
import type { Locator, Page } from '@playwright/test';

/** The empty 5-minute slot of `column` (0 = first cutter) at HH:MM, the calendar opening at 10:00. */
export function slot(page: Page, column: number, time: string): Locator {
  const [h, m] = time.split(':').map(Number);
  const index = ((h - 10) * 60 + m) / 5;
  return page.locator('.rbc-time-content .rbc-day-slot').nth(column).locator('.rbc-time-slot').nth(index);
}

/** Drags `from` so its top lands on the slot `to` (react-big-calendar reads mouse moves). */
export async function dragTo(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('not visible');
  const grabY = a.y + 8;
  await page.mouse.move(a.x + a.width / 2, grabY);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 5, grabY + 5, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 8, { steps: 12 });
  await page.mouse.up();
}

/** The first slot of `column` in the row the time gutter labels `label` ("1:00 PM"), whatever the time scale and first hour. */
export async function slotAt(page: Page, column: number, label: string): Promise<Locator> {
  const labels = await page.locator('.rbc-time-content .rbc-time-gutter .rbc-timeslot-group').allInnerTexts();
  const index = labels.findIndex((text) => text.trim() === label);
  if (index < 0) throw new Error(`the calendar has no ${label} row`);
  return page
    .locator('.rbc-time-content .rbc-day-slot')
    .nth(column)
    .locator('.rbc-timeslot-group')
    .nth(index)
    .locator('.rbc-time-slot')
    .first();
}
