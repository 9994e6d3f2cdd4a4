import { indent } from '../mail/email-sender.ts';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends one SMS; throws when it could not be handed over. A Twilio adapter comes in a later issue. */
export interface SmsSender {
  readonly kind: 'local' | 'twilio';
  send(message: SmsMessage): Promise<void>;
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
    },
  };
}
