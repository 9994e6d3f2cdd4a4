import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { choose } from './support/forms.ts';
import { signInAsStaff } from './support/ui.ts';
import { screenshots, seriousViolations } from './support/look.ts';

// Its own register, so drawers of other specs at the same store never interfere.
const TILL = `Till ${Date.now().toString(36).slice(-5)}`;

test.use({ viewport: { width: 1280, height: 800 } });

test('a manager opens a drawer with a counted float, withdraws, voids, and closes $1.00 short', async ({ page }) => {
  test.setTimeout(120_000);
  const { password, stores } = fixture();
  const store = stores[1] ?? stores[0];
  if (!store) throw new Error('the fixture has no store');
  await signInAsStaff(page, employee('franchisor').email, password);
  await page.getByRole('link', { name: 'Cash drawer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash drawer' })).toBeVisible();
  await choose(page, 'Store', store.name);

  await page.getByRole('button', { name: 'Add register' }).click();
  const add = page.getByRole('dialog', { name: 'Add register' });
  await add.getByLabel(/^Register name/).fill(TILL);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('tab', { name: new RegExp(`^${TILL}`) }).click();
  await expect(page.getByText('This register is closed.')).toBeVisible();

  // Open: 5 × $20 and 4 quarters = $101.00, totalled as it is typed.
  await page.getByRole('button', { name: 'Open drawer' }).click();
  const open = page.getByRole('dialog', { name: `Open ${TILL}` });
  await open.getByLabel('Count of $20 bills').fill('5');
  await expect(open.getByTestId('count-total')).toHaveText('$100.00');
  await open.getByLabel('Count of 25¢ coins').fill('4');
  await expect(open.getByTestId('count-total')).toHaveText('$101.00');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'cash-drawer-open-dialog');
  await open.getByRole('button', { name: 'Open drawer' }).click();
  await expect(open).toBeHidden();
  const summary = page.getByTestId('drawer-summary');
  await expect(summary).toContainText('Expected cash$101.00');

  // Withdraw: a reason is required.
  for (const [amount, reason] of [
    ['20.00', 'Bank drop'],
    ['5', 'Typed by mistake'],
  ]) {
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw cash' });
    await withdraw.getByLabel(/^Amount/).fill(amount as string);
    if (reason === 'Bank drop') {
      await withdraw.getByRole('button', { name: 'Withdraw' }).click();
      await expect(withdraw.getByText('Reason is required')).toBeVisible();
    }
    await withdraw.getByLabel(/^Reason/).fill(reason as string);
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(withdraw).toBeHidden();
  }
  await expect(summary).toContainText('Expected cash$76.00');

  // Void the mistaken $5.00 withdrawal: kept, struck through, no longer counted.
  await page.getByRole('button', { name: 'Void withdrawal of −$5.00' }).click();
  const voidDialog = page.getByRole('dialog', { name: /^Void this withdrawal of \$5\.00/ });
  await voidDialog.getByLabel(/^Reason/).fill('Entered twice');
  await voidDialog.getByRole('button', { name: 'Void' }).click();
  await expect(voidDialog).toBeHidden();
  await expect(summary).toContainText('Expected cash$81.00');
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions).toContainText('Voided by Franchisor Fixture: Entered twice');
  await expect(page.getByRole('list', { name: 'Activities' })).toContainText('Voided a withdrawal of $5.00: Entered twice');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'cash-drawer-open');

  // Close with $80.00 counted: $1.00 short.
  await page.getByRole('button', { name: 'Close drawer' }).click();
  const close = page.getByRole('dialog', { name: `Close ${TILL}` });
  await close.getByLabel('Count of $20 bills').fill('4');
  await expect(close.getByTestId('count-total')).toHaveText('$80.00');
  await close.getByLabel('Note').fill('Recount tomorrow');
  await close.getByRole('button', { name: 'Close drawer' }).click();
  await expect(close).toBeHidden();
  await expect(page.getByText('This register is closed.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Past drawers' });
  const closedRow = history.getByRole('row', { name: new RegExp(TILL) });
  await expect(closedRow).toContainText('$81.00');
  await expect(closedRow).toContainText('$80.00');
  await expect(closedRow).toContainText('$1.00 short');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'cash-drawer-closed');
});
