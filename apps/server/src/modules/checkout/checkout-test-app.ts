// The checkout route tests' app (test-only): a fresh app, the checkout world and an open cash drawer at its store.
import { createTestApp } from '../../testing/test-app.ts';
import { checkoutWorld, openDrawer } from './checkout-test-data.ts';

export async function checkoutAppWithDrawer() {
  const t = await createTestApp();
  const w = await checkoutWorld(t.database.db);
  await openDrawer(t.database.db, w);
  return { t, w };
}
