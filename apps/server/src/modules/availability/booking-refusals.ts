// A refused booking in words a front desk understands, on the store's clock:
// "Sam is not on shift at 9:30 AM", "The store opens at 10:00 AM", "Sam can't do Beard Trim (skill missing)".
import { type BookingCheck, type RefusalWordsContext, refusalWords } from '@salon/shared';
import { type AppError, conflict, invalid } from '../../platform/http/errors.ts';

export type RefusalContext = RefusalWordsContext;

/** The error for a refused check: 409 when another booking or blocked slot holds the time, 422 otherwise. */
export function refusalError(check: BookingCheck, ctx: RefusalContext): AppError {
  const message = refusalWords(check, ctx, 'staff') ?? 'This time cannot be booked';
  switch (check.reason) {
    case 'skill_missing':
      return invalid({ cutterId: message }, message);
    case 'blocked':
      return check.conflict?.kind === 'time_off' ? invalid({ start: message }, message) : conflict(message, { start: message });
    case 'taken':
      return conflict(message, { start: message });
    default:
      return invalid({ start: message }, message);
  }
}
