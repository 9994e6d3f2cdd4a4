import { indent } from '../mail/email-sender.ts';

export interface SmsMessage {
  to: string;
  text: string;
  /** The outbox row this message is (the provider reports its delivery state against it). */
  ref?: { tenantId: string; messageId: string };
}

/** What the provider answered: its id for the message and its first state (Twilio: queued, accepted...). */
export interface SmsHandedOver {
  providerMessageId: string;
  status: string;
}

/** A refusal that no retry can change (Twilio's 400s: an invalid or unreachable number). */
export class PermanentSmsFailure extends Error {}

/** Sends one SMS; throws when it could not be handed over. Local default or Twilio (twilio-sms-sender.ts). */
export interface SmsSender {
  readonly kind: 'local' | 'twilio';
  send(message: SmsMessage): Promise<SmsHandedOver | undefined>;
}

/**
 * The local default: the outbox row is the delivery (the SMS dashboard shows it). `print`, given only
 * outside production, shows the text on the console so a person can follow a sign-up end to end.
 */
export function createLocalSmsSender(print?: (text: string) => void): SmsSender {
  return {
    kind: 'local',
    async send(message) {
      print?.(`[outbox] SMS to ${message.to}\n${indent(message.text)}`);
      return undefined;
    },
  };
}
