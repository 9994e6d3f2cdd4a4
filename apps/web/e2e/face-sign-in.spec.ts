import path from 'node:path';
import { staffApi } from './support/api.ts';
import { TEST_CHROMIUM } from './support/chromium-args.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff, signInAsStaff } from './support/ui.ts';

// Face sign-in (issue 14): Chromium's fake camera plays a photo of person A (fixtures/face-person-a.y4m, from the
// MIT-licensed @vladmandic/human package; apps/server/src/modules/face-sign-in/fixtures/README.md). The cutter
// reads the biometric policy, agrees and enrols from their profile; the store tablet then clocks them in by face;
// a different person's photo (the file picker) is refused and the PIN is offered; the cutter's PIN finishes it, so
// the manager finds it in the review queue (scores only, no photo) and confirms it. Then, in sign-in mode, the
// cutter's face and PIN (a wrong PIN first) sign the cutter in on the tablet: a face alone opens nothing.

const fixtures = path.join(import.meta.dirname, 'fixtures');
const PIN = '7264';

test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: TEST_CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${path.join(fixtures, 'face-person-a.y4m')}`,
    ],
  },
  permissions: ['camera'],
});

test('an employee enrols a face with consent, clocks in by face, and signs in with face and PIN; a different person is refused', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { employees } = await specStore('face-sign-in');
  const cutter = employees.cutter;
  const manager = employees.shop_manager;
  if (!cutter || !manager) throw new Error('the spec store has no cutter or shop manager');
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  const setPin = await staff.api.put(`/api/Employee/SetPin/${cutter.id}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { pin: PIN },
  });
  expect(setPin.ok(), await setPin.text()).toBe(true);

  // The cutter, on their own profile.
  const own = await browser.newContext({ permissions: ['camera'], viewport: { width: 1280, height: 800 } });
  const page = await own.newPage();
  await openAsStaff(page, cutter.email, fixture().password, '/admin/employees/profile');
  await page.getByRole('button', { name: 'Face sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: /^Face sign-in for / });
  await expect(dialog.getByRole('heading', { name: /^Biometric information policy/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Take photo and enrol' })).toHaveCount(0);
  await dialog.getByLabel(/ has read the policy and agrees to face sign-in$/).check();
  await expect(dialog.getByRole('button', { name: 'Take photo and enrol' })).toBeEnabled({ timeout: 20_000 });
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'face-enrolment-consent');
  await dialog.getByRole('button', { name: 'Take photo and enrol' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /^Enrolled / })).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('button', { name: 'Delete face template' })).toBeVisible();
  await own.close();

  // The store tablet, signed in by the shop manager.
  const tablet = await browser.newContext({ permissions: ['camera'], viewport: { width: 1280, height: 800 } });
  const t = await tablet.newPage();
  await signInAsStaff(t, manager.email, fixture().password);
  await t.getByRole('link', { name: 'Face sign-in' }).click();
  await expect(t.getByRole('heading', { level: 1, name: 'Face sign-in' })).toBeVisible();
  await expect(t.getByText(/^A face alone never signs anyone in: a photo of a photo can fool the camera/)).toBeVisible();
  await t.getByRole('button', { name: 'Clock in' }).click();
  await expect(t.getByRole('button', { name: 'Scan my face' })).toBeEnabled({ timeout: 20_000 });
  await t.getByRole('button', { name: 'Scan my face' }).click();
  await expect(t.getByRole('status').filter({ hasText: / is clocked in\.$/ })).toBeVisible({ timeout: 60_000 });
  await expect(await seriousViolations(t)).toEqual([]);
  await screenshots(t, 'face-tablet-match');

  // Someone else's photo through the file picker: refused, the PIN offered.
  await t.getByRole('button', { name: 'Clock out' }).click();
  await t.locator('input[type=file]').setInputFiles(path.join(fixtures, 'face-person-b.jpg'));
  await expect(t.getByRole('status').filter({ hasText: 'Your face was not recognised. Use your PIN instead.' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(t.getByLabel('PIN', { exact: true })).toBeVisible();
  await expect(t.getByText(/ is clocked out\.$/)).toHaveCount(0);
  await expect(await seriousViolations(t)).toEqual([]);
  await screenshots(t, 'face-tablet-refused');
  await t.getByLabel('PIN', { exact: true }).fill(PIN);
  await t.getByRole('button', { name: 'Clock out with PIN' }).click();
  await expect(t.getByRole('status').filter({ hasText: / is clocked out\.$/ })).toBeVisible();

  // The manager reviews it: the face matched nobody, the cutter's PIN finished it; no photo exists to show.
  await t.getByRole('link', { name: 'Review face checks' }).click();
  await expect(t.getByRole('heading', { level: 1, name: 'Face checks to review' })).toBeVisible();
  await expect(t.getByText('Photos are never stored, only similarity scores, so there is no picture to look at here.')).toBeVisible();
  const pending = t.getByRole('list', { name: 'To review' }).getByRole('article');
  await expect(pending).toHaveCount(1);
  await expect(pending.first()).toContainText('No enrolled face');
  await expect(pending.first()).toContainText('Finished with the PIN of Cutter Fixture');
  await expect(pending.first()).toContainText(/ (AM|PM) [A-Z]{3}/);
  await expect(t.locator('img')).toHaveCount(0);
  await expect(await seriousViolations(t)).toEqual([]);
  await screenshots(t, 'face-review-queue');
  await pending.first().getByRole('button', { name: 'It was them' }).click();
  await expect(t.getByText('Nothing to review.')).toBeVisible();
  await t.getByRole('tab', { name: 'Reviewed' }).click();
  await expect(t.getByRole('list', { name: 'Reviewed' }).getByRole('article').first()).toContainText('Confirmed by Shop Manager Fixture');

  // Sign-in mode: the face finds the cutter, only the PIN opens the session; the tablet's session is replaced.
  await t.goto('/admin/face');
  await expect(t.getByRole('button', { name: 'Scan my face' })).toBeEnabled({ timeout: 20_000 });
  await t.getByRole('button', { name: 'Scan my face' }).click();
  await expect(t.getByRole('status').filter({ hasText: 'Hello Cutter Fixture. Enter your PIN to sign in.' })).toBeVisible({
    timeout: 60_000,
  });
  await t.getByLabel('PIN', { exact: true }).fill('0000');
  await t.getByRole('button', { name: 'Sign in with PIN' }).click();
  await expect(t.getByText('That PIN is not right. Try again.')).toBeVisible();
  await expect(await seriousViolations(t)).toEqual([]);
  await screenshots(t, 'face-sign-in-pin');
  await t.getByLabel('PIN', { exact: true }).fill(PIN);
  await t.getByRole('button', { name: 'Sign in with PIN' }).click();
  await expect(t).toHaveURL(/\/admin\/dashboard$/);
  const session = await (await t.request.get('/api/auth/session')).json();
  expect(session.user.email).toBe(cutter.email);
  await tablet.close();
});
