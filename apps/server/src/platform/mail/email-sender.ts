import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; path: string }[];
}

/** Sends one email; throws when the message could not be handed over (the outbox retries it). */
export interface EmailSender {
  readonly kind: 'smtp' | 'local';
  send(message: EmailMessage): Promise<void>;
}

/** The real adapter: SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function createSmtpSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, path: a.path })),
      });
    },
  };
}

/**
 * The local default when SMTP_URL is not set: the outbox row is the delivery (staff read it in the
 * product). `print`, given only outside production, shows the text so a person can follow a flow.
 */
export function createLocalEmailSender(print?: (text: string) => void): EmailSender {
  return {
    kind: 'local',
    async send(message) {
      print?.(`[outbox] email to ${message.to}: ${message.subject}\n${indent(message.text)}`);
    },
  };
}

export function indent(text: string) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
