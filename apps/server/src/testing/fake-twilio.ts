import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Twilio's Messages API (REST 2010-04-01) in tests: it checks what Twilio checks
// (basic auth with the account SID and auth token, the account in the path, form-encoded To, Body and
// From or MessagingServiceSid) and answers as Twilio documents: 201 with the Message resource, or an
// error body { code, message, more_info, status }.

export interface FakeTwilio {
  apiBase: string;
  received: Record<string, string>[];
  close(): Promise<void>;
}

/** Twilio's magic test number for "invalid 'To' number" (error 21211). */
export const INVALID_TO = '+15005550001';

export async function startFakeTwilio(accountSid: string, authToken: string): Promise<FakeTwilio> {
  const received: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const fail = (status: number, code: number, message: string) =>
        answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return fail(401, 20003, 'Authenticate');
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
        return fail(404, 20404, `The requested resource ${req.url} was not found`);
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return fail(400, 20001, 'Invalid content type');
      const form = Object.fromEntries(new URLSearchParams(raw));
      received.push(form);
      if (!form.To) return fail(400, 21604, "A 'To' phone number is required.");
      if (!form.From && !form.MessagingServiceSid) {
        return fail(400, 21603, "A 'From' phone number is required.");
      }
      if (!form.Body) return fail(400, 21602, 'Message body is required.');
      if (form.To === INVALID_TO) {
        return fail(400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
      }
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const now = new Date().toUTCString().replace('GMT', '+0000');
      answer(201, {
        sid,
        account_sid: accountSid,
        to: form.To,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        body: form.Body,
        status: form.MessagingServiceSid ? 'accepted' : 'queued',
        num_segments: '1',
        num_media: '0',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        price: null,
        price_unit: 'USD',
        error_code: null,
        error_message: null,
        date_created: now,
        date_updated: now,
        date_sent: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
