import { DEFAULT_ROLES, roleControls } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { calendarActions, canMove, canStretch } from './calendar-actions.ts';

const flags = (...keys: string[]) => ({ appointments: Object.fromEntries(keys.map((k) => [k, true])) });
const desk = flags(
  'create_appointment',
  'edit_appointment',
  'check_in_appointment',
  'checkout_appointment',
  'cancel_appointment',
  'walkout',
  'reschedule_appointment',
  'rebook_appointment',
  'extra_time',
  'add_services',
);

describe('calendarActions', () => {
  it.each([
    ['booked', ['check-in', 'reschedule', 'extra-time', 'add-services', 'no-show', 'cancel', 'walkout']],
    ['checked_in', ['start', 'extra-time', 'add-services', 'cancel', 'walkout', 'rollback-checkin']],
    ['ongoing', ['stop', 'extra-time', 'add-services', 'rollback-start']],
    ['completed', ['checkout', 'rebook', 'rollback-end']],
    ['checkout', ['checkout', 'rebook']],
    ['partially-paid', ['checkout', 'rebook']],
    ['checked_out', ['view-receipt', 'rebook']],
    ['cancelled', ['rebook']],
  ] as const)('offers the front desk what the lifecycle allows when %s', (status, expected) => {
    expect(calendarActions(status, desk)).toEqual(expected);
  });

  it('offers "No show" only once the visit has started, as the server allows it', () => {
    const start = '2026-11-30T16:00:00.000Z';
    const at = (iso: string) => ({ start, now: Date.parse(iso) });
    expect(calendarActions('booked', desk, false, at('2026-11-30T15:59:59.000Z'))).not.toContain('no-show');
    expect(calendarActions('booked', desk, false, at('2026-11-30T16:00:00.000Z'))).toContain('no-show');
    expect(calendarActions('rescheduled', desk, false, at('2026-11-30T18:00:00.000Z'))).toContain('no-show');
    expect(calendarActions('booked', desk, false, at('2026-11-30T15:00:00.000Z'))).toEqual([
      'check-in',
      'reschedule',
      'extra-time',
      'add-services',
      'cancel',
      'walkout',
    ]);
  });

  it('offers nothing the person has no flag for', () => {
    expect(calendarActions('booked', flags('view_appointment_details'))).toEqual([]);
    expect(calendarActions('booked', flags('cancel_appointment'))).toEqual(['no-show', 'cancel']);
  });

  it('lets a cutter start and stop their own appointment without the desk flags, not someone else’s', () => {
    const cutter = flags('view_appointment_details');
    expect(calendarActions('checked_in', cutter, true)).toEqual(['start']);
    expect(calendarActions('ongoing', cutter, true)).toEqual(['stop', 'rollback-start']);
    expect(calendarActions('checked_in', cutter, false)).toEqual([]);
  });

  it('shows a receipt, never checkout, once paid in full', () => {
    expect(calendarActions('checked_out', desk)).not.toContain('checkout');
  });
});

describe('canMove and canStretch', () => {
  it('moves only booked or rescheduled appointments, with the reschedule flag', () => {
    expect(canMove('booked', desk)).toBe(true);
    expect(canMove('checked_in', desk)).toBe(false);
    expect(canMove('booked', flags('create_appointment'))).toBe(false);
  });
  it('stretches before start with edit or stretch, once started only with the once-started flag', () => {
    expect(canStretch('booked', flags('stretch_appointment'))).toBe(true);
    expect(canStretch('ongoing', desk)).toBe(false);
    expect(canStretch('ongoing', flags('update_service_or_time_once_started'))).toBe(true);
    expect(canStretch('checked_out', desk)).toBe(false);
  });
  it('matches the seeded coordinator role', () => {
    const role = DEFAULT_ROLES.find((r) => r.slug === 'coordinator');
    if (!role) throw new Error('no coordinator role');
    const coordinator = roleControls(role);
    expect(canMove('booked', coordinator)).toBe(true);
    expect(calendarActions('booked', coordinator)).toContain('check-in');
  });
});
