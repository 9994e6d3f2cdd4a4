// Demo regulars for the customer and retention dashboards (issue 15): a dozen clients with visits over the
// past 13 months at the demo stores, so the month has new and returning clients, visit intervals, rebooked
// visits and lapsed clients, and the same month last year has figures to compare with. Deterministic.
import type { Db } from '../client.ts';
import { createCustomer } from '../../modules/customers/customers.service.ts';

const REGULARS = [
  ['Ava', 'Moreno'],
  ['Ben', 'Carter'],
  ['Chloe', 'Nguyen'],
  ['Dev', 'Patel'],
  ['Elena', 'Rossi'],
  ['Finn', "O'Brien"],
  ['Grace', 'Kim'],
  ['Hugo', 'Lefevre'],
  ['Isla', 'Brown'],
  ['Jamal', 'Wright'],
  ['Kai', 'Tanaka'],
  ['Lena', 'Fischer'],
] as const;

/** The regulars; the last three have no history (they come new this month). */
export async function createDemoRegulars(db: Db, input: { tenantId: string; brandId: string }): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, [firstName, lastName]] of REGULARS.entries()) {
    const customer = await createCustomer(db, {
      tenantId: input.tenantId,
      brandId: input.brandId,
      firstName,
      lastName,
      phoneNumber: `+1555555${String(3100 + i).padStart(4, '0')}`,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}@demo.salon`,
    });
    ids.push(customer.id);
  }
  return ids;
}

export interface RegularVisit {
  regularIndex: number;
  storeIndex: number;
  /** Days before today (always more than the month of sales, so no slot is shared with it). */
  back: number;
  /** Minutes after local midnight: one hour per regular, so a cutter never holds two at once. */
  minuteOfDay: number;
  /** Booked at the previous visit (a prebook) rather than three days ahead. */
  bookedAtPreviousVisit: boolean;
}

/**
 * Every 3-5 weeks from about 13 months ago to 31 days ago. Regulars 7 and 8 stopped coming 100 and 150 days
 * ago (lapsed); 9-11 have no history. Even regulars book their next visit at checkout.
 */
export function regularVisits(storeCount: number, monthDays: number): RegularVisit[] {
  const visits: RegularVisit[] = [];
  for (let i = 0; i < 9; i++) {
    const cadence = 21 + 7 * (i % 3);
    const stopBack = i === 7 ? 100 : i === 8 ? 150 : monthDays + 1;
    let first = true;
    for (let back = 395 - i * 3; back >= stopBack; back -= cadence) {
      visits.push({
        regularIndex: i,
        storeIndex: i % storeCount,
        back,
        minuteOfDay: 8 * 60 + i * 60,
        bookedAtPreviousVisit: !first && i % 2 === 0,
      });
      first = false;
    }
  }
  return visits;
}
