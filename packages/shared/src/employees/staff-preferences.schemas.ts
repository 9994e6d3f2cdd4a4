// A staff user's own settings that follow them from device to device (issue 23): the calendar's time scale.
import { z } from 'zod';
import { CALENDAR_TIME_SCALES } from '../appointments/calendar-day.ts';

const timeScaleSchema = z
  .number({ error: 'Time scale must be a number of minutes' })
  .int()
  .refine(
    (n) => (CALENDAR_TIME_SCALES as readonly number[]).includes(n),
    `Time scale must be one of ${CALENDAR_TIME_SCALES.join(', ')} minutes`,
  );

/** Null: never chosen; the calendar keeps the device's last choice (or the default). */
export const staffPreferencesSchema = z.object({ calendarTimeScale: timeScaleSchema.nullable() });
export type StaffPreferences = z.infer<typeof staffPreferencesSchema>;

export const staffPreferencesUpdateSchema = z.strictObject({ calendarTimeScale: timeScaleSchema.nullable() });
export type StaffPreferencesUpdate = z.infer<typeof staffPreferencesUpdateSchema>;
