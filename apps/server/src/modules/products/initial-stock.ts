// Product/Create records each store's initial stock through the inventory module. Inventory depends on products
// (its stock items reference them), never the reverse: it registers its receiver here when it is wired.
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';

export interface InitialStockInput {
  storeId: string;
  productId: string;
  quantity: number;
  unitCostCents: number;
  /** The product wizard's threshold for this store (default 0: never alerts). */
  threshold?: number;
}

/** Records a new product's stock at one store in the caller's transaction; answers the alerts queued. */
export type InitialStockReceiver = (
  tx: Tx,
  actor: Actor,
  input: InitialStockInput,
  requestId?: string,
) => Promise<{ messageIds: string[] }>;

let receiver: InitialStockReceiver | null = null;

/** Called by the inventory module (and by scripts that create products without the app). */
export function setInitialStockReceiver(next: InitialStockReceiver) {
  receiver = next;
}

export function initialStockReceiver(): InitialStockReceiver {
  if (!receiver) throw new Error('The inventory module is not wired: a product cannot be created with initial stock');
  return receiver;
}
