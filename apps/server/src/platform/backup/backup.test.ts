import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { backup, OPS_SOCKET, restore } from '../../backup-cli.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { makeTenant } from '../../testing/factories.ts';
import { testDriver } from '../../testing/race-test.ts';
import { withTenant } from '../tenancy.ts';
import { startOpsSocket } from './ops-socket.ts';
import { restoreSnapshot } from './snapshot.ts';

const onPglite = testDriver() === 'pglite';
const SKIP = ' [skipped: the embedded database only; PostgreSQL is backed up with pg_dump or PITR]';
const quiet = { info: () => {}, error: () => {} };
const pause = () => new Promise((r) => setTimeout(r, 1));

/** One invoice paid in 1 to 4 payments, written statement by statement in one transaction (as checkout does). */
async function payInvoice(database: Database, tenantId: string, storeId: string, n: number) {
  await withTenant(database.db, tenantId, async (tx) => {
    const id = randomUUID();
    const parts = Array.from({ length: 1 + (n % 4) }, (_, i) => 500 + 100 * i + n);
    const total = parts.reduce((a, b) => a + b, 0);
    await tx.execute(
      `insert into invoices (tenant_id, id, store_id, kind, cart_uniq_id, number, status, tax_rate_milli_percent, subtotal_cents, total_cents)
       values ('${tenantId}', '${id}', '${storeId}', 'sale', 'cart-${id}', 'B${n}', 'incomplete', 0, ${total}, ${total})` as never,
    );
    for (const [i, cents] of parts.entries()) {
      await pause();
      await tx.execute(
        `insert into invoice_payments (tenant_id, id, invoice_id, tender, status, amount_cents, gateway_key, actor_type, completed_at)
         values ('${tenantId}', '${randomUUID()}', '${id}', 'cash', 'succeeded', ${cents}, 'cash-${id}-${i}', 'system', now())` as never,
      );
    }
    await pause();
    await tx.execute(`update invoices set status = 'success', paid_cents = ${total}, paid_at = now() where id = '${id}'` as never);
  });
}

describe('backup and restore of the embedded database', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'salon-bk-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it.skipIf(!onPglite)(
    `a backup taken through the running server during writes restores with every paid invoice's payments summing to its total${onPglite ? '' : SKIP}`,
    async () => {
      // A "running server": the migrated database in DATA_DIR/db, held by this process, with its ops socket.
      const dataDir = tempDir();
      const info = inject('testDb') as { templateFile: string };
      await restoreSnapshot(new Blob([readFileSync(info.templateFile)]), path.join(dataDir, 'db'));
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      const ops = await startOpsSocket(database.pglite!, path.join(dataDir, OPS_SOCKET), quiet);
      const tenant = await makeTenant(database.db);
      const storeId = tenant.stores[0]!.id;

      let written = 0;
      let writing = true;
      let failed: unknown;
      const writer = (async () => {
        while (writing) {
          await payInvoice(database, tenant.tenant.id, storeId, written);
          written += 1;
        }
      })().catch((err: unknown) => {
        failed = err;
      });
      const until = async (n: number) => {
        while (written < n && !failed) await pause();
        if (failed) throw failed;
      };
      await until(5);
      const beforeBackup = written;
      const taken = await backup(dataDir, path.join(tempDir(), 'snapshot.tar.gz'));
      await until(written + 5);
      writing = false;
      await writer;
      await ops.close();
      await database.close();
      expect(taken.via).toBe('running server');

      const target = tempDir();
      const restored = await restore(taken.file, target);
      expect(restored.tables).toBeGreaterThan(50);
      const copy = await openDatabase({ dataDir: path.join(target, 'db') });
      const { rows } = await copy.raw(
        `select i.number, i.status, i.total_cents, coalesce(sum(p.amount_cents), 0)::int as paid
           from invoices i left join invoice_payments p on p.tenant_id = i.tenant_id and p.invoice_id = i.id and p.status = 'succeeded'
          where i.tenant_id = $1 group by i.tenant_id, i.id`,
        [tenant.tenant.id],
      );
      await copy.close();
      const invoices = rows as { number: string; status: string; total_cents: number; paid: number }[];
      // Every invoice committed before the backup was asked for is in it, the later ones not all; none is half written.
      expect(invoices.length).toBeGreaterThanOrEqual(beforeBackup);
      expect(invoices.length).toBeLessThan(written);
      expect(invoices.filter((i) => i.status !== 'success')).toEqual([]);
      expect(invoices.filter((i) => i.paid !== i.total_cents)).toEqual([]);
    },
    120_000,
  );

  it.skipIf(!onPglite)(
    `backs up a stopped database from its data directory, and refuses to restore over a database${onPglite ? '' : SKIP}`,
    async () => {
      const dataDir = tempDir();
      const info = inject('testDb') as { templateFile: string };
      await restoreSnapshot(new Blob([readFileSync(info.templateFile)]), path.join(dataDir, 'db'));
      const taken = await backup(dataDir, path.join(tempDir(), 'offline.tar.gz'));
      expect(taken.via).toBe('data directory');
      await expect(restore(taken.file, dataDir)).rejects.toThrow('is not empty; restore into a new directory.');
    },
    120_000,
  );
});
