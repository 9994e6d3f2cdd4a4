import { describe, expect, it } from 'vitest';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  allowedActions,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TRANSITIONS,
  type AppointmentStatus,
  STATUS_COLORS,
  transition,
} from './appointment-status.ts';

describe('transition', () => {
  it.each([
    ['pending', 'confirm', 'booked'],
    ['pending', 'expire-hold', 'cancelled'],
    ['booked', 'reschedule', 'rescheduled'],
    ['rescheduled', 'reschedule', 'rescheduled'],
    ['booked', 'check-in', 'checked_in'],
    ['rescheduled', 'check-in', 'checked_in'],
    ['checked_in', 'rollback-checkin', 'booked'],
    ['checked_in', 'start', 'ongoing'],
    ['ongoing', 'rollback-start', 'checked_in'],
    ['ongoing', 'stop', 'completed'],
    ['completed', 'rollback-end', 'ongoing'],
    ['completed', 'create-invoice', 'checkout'],
    ['checkout', 'rollback-invoice', 'completed'],
    ['checkout', 'pay-part', 'partially-paid'],
    ['partially-paid', 'pay-part', 'partially-paid'],
    ['checkout', 'pay-rest', 'checked_out'],
    ['partially-paid', 'pay-rest', 'checked_out'],
    ['checked_out', 'rollback-checkout', 'checkout'],
    ['partially-paid', 'rollback-checkout', 'checkout'],
    ['pending', 'cancel', 'cancelled'],
    ['booked', 'cancel', 'cancelled'],
    ['rescheduled', 'cancel', 'cancelled'],
    ['checked_in', 'cancel', 'cancelled'],
    ['booked', 'no-show', 'no_show'],
    ['rescheduled', 'no-show', 'no_show'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(transition(from, action)).toEqual({ ok: true, to });
  });

  it.each([
    ['cancelled', 'check-in'],
    ['ongoing', 'cancel'],
    ['checked_out', 'cancel'],
    ['pending', 'check-in'],
    ['booked', 'start'],
    ['checkout', 'stop'],
    ['partially-paid', 'rollback-invoice'],
    ['checked_in', 'no-show'],
    ['no_show', 'confirm'],
    ['booked', 'book'],
    ['completed', 'rebook'],
    ['booked', 'teleport'],
  ] as const)('refuses %s --%s--> with INVALID_TRANSITION naming both', (status, action) => {
    const result = transition(status, action);
    expect(result).toMatchObject({ ok: false, code: 'INVALID_TRANSITION' });
    if (!result.ok) {
      expect(result.message).toContain(status);
      expect(result.message).toContain(action);
    }
  });

  it('only leaves statuses of the catalogue', () => {
    for (const row of APPOINTMENT_TRANSITIONS) {
      expect(APPOINTMENT_STATUSES).toContain(row.to);
      for (const from of row.from) expect(APPOINTMENT_STATUSES).toContain(from);
    }
  });
});

describe('allowedActions', () => {
  it.each<[AppointmentStatus, string[]]>([
    ['pending', ['confirm', 'expire-hold', 'cancel']],
    ['booked', ['reschedule', 'check-in', 'cancel', 'no-show']],
    ['checked_in', ['rollback-checkin', 'start', 'cancel']],
    ['ongoing', ['rollback-start', 'stop']],
    ['completed', ['rollback-end', 'create-invoice', 'rebook']],
    ['checkout', ['rollback-invoice', 'pay-part', 'pay-rest', 'rebook']],
    ['partially-paid', ['pay-part', 'pay-rest', 'rollback-checkout', 'rebook']],
    ['checked_out', ['rollback-checkout', 'rebook', 'view-receipt', 'email-receipt']],
    ['cancelled', ['rebook']],
    ['no_show', ['rebook']],
  ])('%s allows %j', (status, actions) => {
    expect(allowedActions(status)).toEqual(actions);
  });
});

describe('ACTIVE_APPOINTMENT_STATUSES', () => {
  it('holds every status but cancelled and no_show', () => {
    expect([...ACTIVE_APPOINTMENT_STATUSES].sort()).toEqual(
      APPOINTMENT_STATUSES.filter((s) => s !== 'cancelled' && s !== 'no_show').sort(),
    );
  });
});

/** WCAG 2 contrast ratio of a #rrggbb color against white. */
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
  return 1.05 / (luminance + 0.05);
}

describe('STATUS_COLORS', () => {
  it.each(APPOINTMENT_STATUSES.map((status) => [status, STATUS_COLORS[status]]))(
    '%s (%s) reads with white text at 4.5:1 or more',
    (_status, color) => {
      expect(color).toMatch(/^#[0-9A-F]{6}$/);
      expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(APPOINTMENT_STATUSES.flatMap((a, i) => APPOINTMENT_STATUSES.slice(i + 1).map((b) => [a, b] as const)))(
    'tells %s from %s at a glance (ΔE 14 or more)',
    (a, b) => {
      expect(deltaE(STATUS_COLORS[a], STATUS_COLORS[b])).toBeGreaterThanOrEqual(14);
    },
  );
});

/** CIE76 colour difference of two sRGB hex colours (D65). */
function deltaE(one: string, two: string): number {
  const lab = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  };
  const [p, q] = [lab(one), lab(two)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
