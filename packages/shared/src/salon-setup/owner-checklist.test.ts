import { describe, expect, it } from 'vitest';
import { type ChecklistCounts, ownerChecklist } from './owner-checklist.ts';

const none: ChecklistCounts = { services: 0, otherStaff: 0, upcomingShifts: 0, onlineStores: 0, onlineServices: 0, pairedKiosks: 0 };
const doneKeys = (c: ChecklistCounts) =>
  ownerChecklist(c)
    .items.filter((i) => i.done)
    .map((i) => i.key);

describe('ownerChecklist', () => {
  it.each([
    ['a new empty tenant', none, []],
    ['services only', { ...none, services: 3 }, ['services']],
    ['an invited cutter', { ...none, otherStaff: 1 }, ['staff']],
    ['a shift next week', { ...none, upcomingShifts: 1 }, ['shifts']],
    ['online store but no online service', { ...none, onlineStores: 1 }, []],
    ['online service but no online store', { ...none, onlineServices: 2 }, []],
    ['online store and service', { ...none, onlineStores: 1, onlineServices: 2 }, ['onlineBooking']],
    ['a paired tablet', { ...none, pairedKiosks: 1 }, ['kiosk']],
  ] as const)('%s', (_label, counts, expected) => {
    expect(doneKeys(counts)).toEqual(expected);
  });

  it('counts done of total', () => {
    const all = { services: 1, otherStaff: 1, upcomingShifts: 1, onlineStores: 1, onlineServices: 1, pairedKiosks: 1 };
    expect(ownerChecklist(all)).toMatchObject({ done: 5, total: 5 });
    expect(ownerChecklist({ ...all, pairedKiosks: 0 })).toMatchObject({ done: 4, total: 5 });
  });
});
