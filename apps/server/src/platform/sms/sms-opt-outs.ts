import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOptOuts } from '../../db/schema.ts';
import { asSystem } from '../tenancy.ts';

/** Twilio's default opt-out, opt-in and help keywords (its Advanced Opt-Out names the kind in OptOutType). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'STOP ALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

export type SmsKeyword = 'STOP' | 'START' | 'HELP' | null;

/** The keyword an inbound text is: the whole message, trimmed, any case; OptOutType wins when Twilio sends it. */
export function keywordOf(body: string | undefined, optOutType?: string): SmsKeyword {
  const kind = optOutType?.toUpperCase();
  if (kind === 'STOP' || kind === 'START' || kind === 'HELP') return kind;
  const word = (body ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  if (STOP_WORDS.has(word)) return 'STOP';
  if (START_WORDS.has(word)) return 'START';
  if (HELP_WORDS.has(word)) return 'HELP';
  return null;
}

export async function isOptedOut(db: Db, phoneNumber: string): Promise<boolean> {
  const rows = await asSystem(db, (tx) => tx.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber)));
  return rows.length > 0;
}

export async function recordOptOut(db: Db, phoneNumber: string, keyword: string, at: Date) {
  await asSystem(db, (tx) =>
    tx
      .insert(smsOptOuts)
      .values({ phoneNumber, keyword: keyword.slice(0, 20), optedOutAt: at })
      .onConflictDoUpdate({ target: smsOptOuts.phoneNumber, set: { keyword: keyword.slice(0, 20), optedOutAt: at } }),
  );
}

export async function removeOptOut(db: Db, phoneNumber: string) {
  await asSystem(db, (tx) => tx.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber)));
}
