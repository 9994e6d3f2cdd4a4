import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { deliverQueuedMessage } from '../../platform/outbox/outbox.ts';

/**
 * Work that must wait for the transaction to commit: outbox deliveries and delayed jobs (a job sent
 * before commit could run before its row exists, or after a rollback for a row that never existed).
 */
export class AfterCommit {
  private readonly messageIds: string[] = [];
  private readonly jobs: { name: string; data: object; startAfterSeconds?: number }[] = [];

  message(...ids: string[]) {
    this.messageIds.push(...ids);
  }

  job(name: string, data: object, startAfterSeconds?: number) {
    this.jobs.push({ name, data, startAfterSeconds });
  }

  async run(queue: JobQueue) {
    for (const id of this.messageIds) await deliverQueuedMessage(queue, id);
    for (const job of this.jobs)
      await queue.send(job.name, job.data, job.startAfterSeconds !== undefined ? { startAfterSeconds: job.startAfterSeconds } : undefined);
  }
}
