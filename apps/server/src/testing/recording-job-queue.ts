import type { JobQueue } from '../platform/jobs/job-queue.ts';

/** Records jobs instead of running them, so route tests see what was queued; drain() runs them. */
export class RecordingJobQueue implements JobQueue {
  readonly sent: { name: string; data: object }[] = [];
  /** Every job ever sent with its options (delays), kept even after drain(). */
  readonly history: { name: string; data: object; options?: { startAfterSeconds?: number; singletonKey?: string } }[] = [];
  private handlers = new Map<string, (data: unknown) => Promise<void>>();
  async send(name: string, data: object, options?: { startAfterSeconds?: number; singletonKey?: string }) {
    this.sent.push({ name, data });
    this.history.push({ name, data, options });
    return String(this.sent.length);
  }
  async work(name: string, handler: (data: unknown) => Promise<void>) {
    this.handlers.set(name, handler);
  }
  async drain() {
    while (this.sent.length) {
      const job = this.sent.shift()!;
      await this.handlers.get(job.name)?.(job.data);
    }
  }
  async start() {}
  async stop(_options?: { timeoutMs?: number }) {}
}
