import {
  type NotificationList,
  type NotificationPreference,
  type NotificationPreferencesBody,
  type NotificationSettings,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSettingsSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** The bell (/api/Notification/*): re-read when the chat socket says it changed, and when the person comes back to the tab. */
export const notificationsApi = api
  .enhanceEndpoints({ addTagTypes: ['Notifications', 'NotificationPreferences', 'NotificationSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      notifications: build.query<NotificationList, void>({
        query: () => ({ path: 'Notification/List', brandScoped: false, schema: notificationListSchema }),
        providesTags: ['Notifications'],
      }),
      markNotificationRead: build.mutation<NotificationList, string>({
        query: (id) => ({ path: `Notification/MarkRead/${id}`, method: 'POST', brandScoped: false, schema: notificationListSchema }),
        invalidatesTags: ['Notifications'],
      }),
      markAllNotificationsRead: build.mutation<NotificationList, void>({
        query: () => ({ path: 'Notification/MarkAllRead', method: 'POST', brandScoped: false, schema: notificationListSchema }),
        invalidatesTags: ['Notifications'],
      }),
      notificationPreferences: build.query<NotificationPreference[], void>({
        query: () => ({ path: 'Notification/Preferences', brandScoped: false, schema: notificationPreferencesSchema }),
        providesTags: ['NotificationPreferences'],
      }),
      saveNotificationPreferences: build.mutation<NotificationPreference[], NotificationPreferencesBody>({
        query: (body) => ({
          path: 'Notification/Preferences',
          method: 'PUT',
          body,
          brandScoped: false,
          schema: notificationPreferencesSchema,
        }),
        invalidatesTags: ['NotificationPreferences'],
      }),
      notificationSettings: build.query<NotificationSettings, void>({
        query: () => ({ path: 'Notification/Settings', brandScoped: false, schema: notificationSettingsSchema }),
        providesTags: ['NotificationSettings'],
      }),
      saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
        query: (body) => ({ path: 'Notification/Settings', method: 'PUT', body, brandScoped: false, schema: notificationSettingsSchema }),
        invalidatesTags: ['NotificationSettings'],
      }),
    }),
  });

export const {
  useNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} = notificationsApi;
