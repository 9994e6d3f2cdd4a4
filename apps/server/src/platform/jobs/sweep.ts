// A periodic sweep of this instance (retention, digests, missed punches): a timer that never keeps the process
// alive, runs the work, logs how many things it did and logs (never throws) a failure. Each sweep's work is written
// so that two instances sweeping at once do no harm.
import type { AppContext } from '../../app-context.ts';

export interface SweepLog {
  /** The log field that carries the count, e.g. "digests". */
  count: string;
  /** The message when the sweep did something. */
  done: string;
  /** The message when it failed. */
  failed: string;
}

/** Starts the timer (registerWorkers); answers a stop function. */
export function startSweep(ctx: Pick<AppContext, 'log'>, intervalMs: number, work: () => Promise<number>, log: SweepLog): () => void {
  const sweep = async () => {
    try {
      const n = await work();
      if (n) ctx.log.info({ [log.count]: n }, log.done);
    } catch (err) {
      ctx.log.error({ err }, log.failed);
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
