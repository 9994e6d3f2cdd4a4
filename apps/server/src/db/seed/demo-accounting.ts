// Accounting demo (issue 16): the Silver Lake store in a store group with every posting category mapped to the
// chart of the local fake of QuickBooks (platform/accounting/fake-intuit.ts), so after `npm start` a person can
// click Connect on /admin/accounting/account-maintenance, consent, and export. Wicker Park is left without a
// group for trying the store-group screen.
import type { PostingCategory } from '@salon/shared';
import type { Db } from '../client.ts';
import { accountingGlMappings, accountingGroupStores, accountingStoreGroups } from '../schema.ts';
import { withTenant } from '../../platform/tenancy.ts';

/** The local fake's account ids (fake-intuit.ts) per category. */
export const DEMO_GL_ACCOUNTS: Record<PostingCategory, [string, string]> = {
  card_clearing: ['1', 'Undeposited Funds'],
  cash: ['2', 'Cash on hand'],
  service_revenue: ['3', 'Services'],
  retail_revenue: ['4', 'Sales of Product Income'],
  package_revenue: ['5', 'Package Income'],
  discounts: ['6', 'Discounts given'],
  sales_tax_payable: ['7', 'Sales Tax Payable'],
  tips_payable: ['8', 'Tips Payable'],
  gift_card_sold: ['9', 'Gift Card Liability'],
  gift_card_redeemed: ['9', 'Gift Card Liability'],
  refunds: ['10', 'Refunds'],
  cash_over_short: ['11', 'Cash Over and Short'],
  rounding: ['12', 'Rounding'],
};

export async function seedDemoAccounting(db: Db, input: { tenantId: string; storeId: string }) {
  await withTenant(db, input.tenantId, async (tx) => {
    const [group] = await tx
      .insert(accountingStoreGroups)
      .values({ tenantId: input.tenantId, name: 'Sharp & Co. West LLC', locationKind: 'class' })
      .returning();
    await tx.insert(accountingGroupStores).values({ tenantId: input.tenantId, groupId: group!.id, storeId: input.storeId });
    await tx.insert(accountingGlMappings).values(
      Object.entries(DEMO_GL_ACCOUNTS).map(([category, [accountId, accountName]]) => ({
        tenantId: input.tenantId,
        groupId: group!.id,
        category: category as PostingCategory,
        accountId,
        accountName,
      })),
    );
  });
}
