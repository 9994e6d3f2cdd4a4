import { PermanentSmsFailure, type SmsHandedOver, type SmsSender } from './sms-sender.ts';

// Twilio's Messages API (REST 2010-04-01): POST form-encoded to /2010-04-01/Accounts/{AccountSid}/Messages.json
// with HTTP basic auth (account SID : auth token); `To`, `Body`, and `From` or `MessagingServiceSid`;
// `StatusCallback` is where Twilio POSTs the message's status changes. A 201 answers the Message resource
// (`sid`, `status`); a failure answers `{ code, message, more_info, status }`.

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  apiBase: string;
  /** The status callback address of one outbox row (signed by Twilio, checked in sms.routes.ts). */
  statusCallbackUrl(ref: { tenantId: string; messageId: string }): string;
}

const TIMEOUT_MS = 15_000;

export function createTwilioSmsSender(settings: TwilioSettings): SmsSender {
  const url = `${settings.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(message): Promise<SmsHandedOver> {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
      else form.set('From', settings.from as string);
      if (message.ref) form.set('StatusCallback', settings.statusCallbackUrl(message.ref));
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) {
        // The error names Twilio's code and message only: never the token, the text or a code inside it.
        const reason = `Twilio answered ${response.status}${body.code ? ` (error ${String(body.code)})` : ''}`;
        if (response.status === 400 || response.status === 404) throw new PermanentSmsFailure(reason);
        throw new Error(reason);
      }
      if (typeof body.sid !== 'string') throw new Error('Twilio answered without a message sid');
      return { providerMessageId: body.sid, status: typeof body.status === 'string' ? body.status : 'queued' };
    },
  };
}
