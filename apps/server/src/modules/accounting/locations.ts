// The store on each entry line as a QuickBooks Class or Department (Location), found by name and created
// when the company has none of that name (POST /class or /department with {Name}).
import { IntuitAuthError, IntuitThrottled, query } from '../../platform/accounting/intuit-client.ts';
import type { Session } from './connection.service.ts';

type Kind = 'class' | 'department';

async function createLocation(s: Session, kind: Kind, name: string): Promise<string> {
  const url = `${s.e.apiBase.replace(/\/$/, '')}/v3/company/${encodeURIComponent(s.realmId)}/${kind}?minorversion=75`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.accessToken}`, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ Name: name }),
  });
  if (res.status === 401) throw new IntuitAuthError('QuickBooks refused the access token');
  if (res.status === 429) throw new IntuitThrottled(Number(res.headers.get('retry-after')) || 60);
  const body = (await res.json().catch(() => ({}))) as Record<string, { Id?: string } | undefined>;
  const id = body[kind === 'class' ? 'Class' : 'Department']?.Id;
  if (!res.ok || !id) throw new Error(`QuickBooks did not create the ${kind} ${name} (${res.status})`);
  return id;
}

/** Store name -> the id of its Class or Department in the company. */
export async function ensureLocations(s: Session, kind: Kind, names: string[]): Promise<Map<string, string>> {
  const existing = await query<{ Id: string; Name: string }>(s.e, s.realmId, s.accessToken, kind === 'class' ? 'Class' : 'Department');
  const map = new Map(existing.map((l) => [l.Name, l.Id]));
  for (const name of names) if (!map.has(name)) map.set(name, await createLocation(s, kind, name));
  return map;
}
