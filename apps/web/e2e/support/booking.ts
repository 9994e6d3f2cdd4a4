import { expect, type Page } from '@playwright/test';

/**
 * Chooses the store on /customer/book-appointment (a lone bookable store is already chosen for the customer) and
 * waits until it is the booking's store. The picker gives way to the chosen store as soon as the radio is clicked,
 * so the click is not followed by a check of the radio's state: a `check()` there waits for a radio that is gone.
 */
export async function chooseBookingStore(page: Page, storeName: string): Promise<void> {
  const storeRadio = page.getByRole('radio', { name: storeName });
  const servicesHeading = page.getByRole('heading', { name: 'Choose services' });
  await expect(storeRadio.or(servicesHeading).first()).toBeVisible();
  if (await storeRadio.isVisible()) await storeRadio.click();
  await expect(servicesHeading).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your booking' })).toContainText(storeName);
}
