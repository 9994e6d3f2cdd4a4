// The time zone a store in a US state most likely keeps, to prefill the store wizard (the manager can change it).
import type { UsStateCode } from './us-states.ts';

const EASTERN = [
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'IN',
  'KY',
  'ME',
  'MD',
  'MA',
  'MI',
  'NH',
  'NJ',
  'NY',
  'NC',
  'OH',
  'PA',
  'RI',
  'SC',
  'VT',
  'VA',
  'WV',
];
const CENTRAL = ['AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI'];
const MOUNTAIN = ['CO', 'ID', 'MT', 'NM', 'UT', 'WY'];
const PACIFIC = ['CA', 'NV', 'OR', 'WA'];

const ZONES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(EASTERN.map((s) => [s, 'America/New_York'])),
  ...Object.fromEntries(CENTRAL.map((s) => [s, 'America/Chicago'])),
  ...Object.fromEntries(MOUNTAIN.map((s) => [s, 'America/Denver'])),
  ...Object.fromEntries(PACIFIC.map((s) => [s, 'America/Los_Angeles'])),
  // Arizona keeps standard time all year (no DST), unlike Denver.
  AZ: 'America/Phoenix',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

/**
 * The zone most of `state` keeps (a state split across zones gets its larger part: most of Indiana, Kentucky,
 * Michigan and Florida keep Eastern time; most of Texas, Kansas, the Dakotas and Nebraska Central; most of Idaho
 * and Oregon as listed). Null for an unknown state.
 */
export function timezoneOfUsState(state: UsStateCode | string | null | undefined): string | null {
  return (state && ZONES[state.trim().toUpperCase()]) || null;
}
