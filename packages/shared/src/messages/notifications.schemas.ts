// The staff bell (issue 18): notifications and the per-person choice of email and in-app per kind.
import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'appointment_booked',
  'appointment_cancelled',
  'appointment_rescheduled',
  'schedule_published',
  'stock_below_threshold',
  'mention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  /** The IANA zone the bell shows times in: the person's store (the first they work at), else the first store's. */
  timezone: z.string(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationPreferenceSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS), email: z.boolean(), inApp: z.boolean() });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesSchema = z.array(notificationPreferenceSchema);
export const notificationPreferencesBodySchema = z.object({
  preferences: z.array(notificationPreferenceSchema).min(1).max(NOTIFICATION_KINDS.length),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;

/** On the chat socket: the person's bell changed (ids only, nothing else); the client reads its list again. */
export const bellEventSchema = z.object({ type: z.literal('notifications.changed') });
export type BellEvent = z.infer<typeof bellEventSchema>;

/** How a person's notification emails arrive: each by itself, or one digest an hour of the unread lines. */
export const NOTIFICATION_DIGESTS = ['each', 'hourly'] as const;
export type NotificationDigest = (typeof NOTIFICATION_DIGESTS)[number];
export const notificationSettingsSchema = z.object({
  emailDigest: z.enum(NOTIFICATION_DIGESTS, { error: 'Choose each or hourly' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
