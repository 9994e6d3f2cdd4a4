import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createLocalEmailSender, createSmtpSender, type EmailSender } from '../mail/email-sender.ts';
import { deliverOutboxMessage, sweepOutbox, type DeliveryDeps } from '../outbox/delivery.ts';
import { OUTBOX_DELIVER_JOB } from '../outbox/outbox.ts';
import { createLocalSmsSender, type SmsSender } from '../sms/sms-sender.ts';
import { createTwilioSmsSender } from '../sms/twilio-sms-sender.ts';
import { twilioStatusCallbackUrl } from '../../modules/sms/index.ts';
import { registerAppointmentWorkers } from '../../modules/appointments/appointment-messages.ts';
import { registerCheckoutWorkers } from '../../modules/checkout/reconcile.ts';
import { startMissedPunchSweep } from '../../modules/time-clock/missed-punches.ts';
import { startFaceRetentionSweep } from '../../modules/face-sign-in/face-retention.ts';
import { startDigestSweep } from '../../modules/notifications/notification-digest.ts';
import { registerAccountingWorkers } from '../../modules/accounting/index.ts';
import { registerDepositWorkers } from '../../modules/deposits/index.ts';
import { registerWaitlistWorkers } from '../../modules/waitlist/index.ts';
import { registerReportWorkers, startReportExportSweep } from '../../modules/reports/index.ts';

export const OUTBOX_SWEEP_INTERVAL_MS = 45_000;

const deliverData = z.object({ messageId: z.uuid() });

export interface WorkerOverrides {
  email?: EmailSender;
  sms?: SmsSender;
  /** Where the local defaults print message text; by default the console, never in production. */
  print?: (text: string) => void;
  sweepIntervalMs?: number;
}

export interface Workers {
  delivery: DeliveryDeps;
  /** Stops the outbox sweeper's timer (the job queue stops on its own). */
  stop(): void;
}

/** Chooses the message adapters from the configuration: SMTP when SMTP_URL is set, else the local default. */
export function messageAdapters(ctx: Pick<AppContext, 'config'>, overrides: WorkerOverrides = {}) {
  const print = overrides.print ?? (ctx.config.NODE_ENV === 'production' ? undefined : (text: string) => console.log(text));
  const email =
    overrides.email ?? (ctx.config.SMTP_URL ? createSmtpSender(ctx.config.SMTP_URL, ctx.config.MAIL_FROM) : createLocalEmailSender(print));
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, PUBLIC_URL: publicUrl } = ctx.config;
  const twilio =
    accountSid && authToken
      ? createTwilioSmsSender({
          accountSid,
          authToken,
          from: ctx.config.TWILIO_FROM,
          messagingServiceSid: ctx.config.TWILIO_MESSAGING_SERVICE_SID,
          apiBase: ctx.config.TWILIO_API_BASE,
          statusCallbackUrl: (ref) => twilioStatusCallbackUrl(publicUrl, ref),
        })
      : null;
  const sms = overrides.sms ?? twilio ?? createLocalSmsSender(print);
  return { email, sms };
}

/** Registers every background worker; main.ts calls it before jobs.start(). */
export async function registerWorkers(ctx: AppContext, overrides: WorkerOverrides = {}): Promise<Workers> {
  const { email, sms } = messageAdapters(ctx, overrides);
  const delivery: DeliveryDeps = {
    db: ctx.db,
    jobs: ctx.jobs,
    email,
    sms,
    now: ctx.now,
    onLocalDelivery: ({ messageId, channel }) =>
      ctx.log.info(
        { messageId, channel },
        `${channel} kept in the outbox (local default${channel === 'email' ? ', SMTP_URL not set' : ''})`,
      ),
  };

  await ctx.jobs.work(OUTBOX_DELIVER_JOB, async (data) => {
    const { messageId } = deliverData.parse(data);
    await deliverOutboxMessage(delivery, messageId);
  });

  await registerAppointmentWorkers(ctx);
  await registerCheckoutWorkers(ctx);
  await registerAccountingWorkers(ctx);
  await registerDepositWorkers(ctx);
  await registerWaitlistWorkers(ctx);
  await registerReportWorkers(ctx);
  const stopMissedPunches = startMissedPunchSweep(ctx);
  const stopFaceRetention = startFaceRetentionSweep(ctx);
  const stopDigests = startDigestSweep(ctx);
  const stopReportExports = startReportExportSweep(ctx);

  // Each instance sweeps; the per-message singleton key keeps them from doubling a job.
  const sweep = async () => {
    try {
      const resent = await sweepOutbox(delivery);
      if (resent) ctx.log.warn({ resent }, 'outbox sweeper re-sent delivery jobs of stale messages');
    } catch (err) {
      ctx.log.error({ err }, 'outbox sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), overrides.sweepIntervalMs ?? OUTBOX_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    delivery,
    stop: () => {
      clearInterval(timer);
      stopMissedPunches();
      stopFaceRetention();
      stopDigests();
      stopReportExports();
    },
  };
}
