import {
  appointmentUnreadSchema,
  type ChatMember,
  type ChatMessage,
  chatMessageListSchema,
  chatMessageSchema,
  chatStaffSchema,
  type Conversation,
  conversationListSchema,
  conversationSchema,
  type DirectChatBody,
  type EditMessageBody,
  type GroupChatBody,
  type SendMessageBody,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';
import { apiRequest } from '../../api/client.ts';

/** Staff chat (/api/Chat/*): the conversation list is cached; thread pages are read by the thread itself. */
export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Conversations', 'AppointmentUnread', 'Calendar'] }).injectEndpoints({
  endpoints: (build) => ({
    conversations: build.query<Conversation[], void>({
      query: () => ({ path: 'Chat/Conversations', brandScoped: false, schema: conversationListSchema }),
      providesTags: ['Conversations'],
    }),
    chatStaff: build.query<ChatMember[], void>({
      query: () => ({ path: 'Chat/Staff', brandScoped: false, schema: chatStaffSchema }),
    }),
    openDirect: build.mutation<Conversation, DirectChatBody>({
      query: (body) => ({ path: 'Chat/Direct', method: 'POST', body, brandScoped: false, schema: conversationSchema }),
      invalidatesTags: ['Conversations'],
    }),
    openGroup: build.mutation<Conversation, GroupChatBody>({
      query: (body) => ({ path: 'Chat/Group', method: 'POST', body, brandScoped: false, schema: conversationSchema }),
      invalidatesTags: ['Conversations'],
    }),
    openAppointmentChat: build.mutation<Conversation, string>({
      query: (appointmentId) => ({
        path: `Chat/Appointment/${appointmentId}`,
        method: 'POST',
        brandScoped: false,
        schema: conversationSchema,
      }),
      invalidatesTags: ['Conversations', 'AppointmentUnread'],
    }),
    appointmentUnread: build.query<string[], string>({
      query: (storeId) => ({
        path: `Chat/AppointmentUnread?${new URLSearchParams({ storeId })}`,
        brandScoped: false,
        schema: appointmentUnreadSchema,
      }),
      providesTags: ['AppointmentUnread', 'Calendar'],
    }),
    markRead: build.mutation<{ unread: number }, string>({
      query: (id) => ({ path: `Chat/Read/${id}`, method: 'POST', brandScoped: false, schema: z.object({ unread: z.number() }) }),
      invalidatesTags: ['Conversations', 'AppointmentUnread'],
    }),
  }),
});

export const {
  useConversationsQuery,
  useChatStaffQuery,
  useOpenDirectMutation,
  useOpenGroupMutation,
  useOpenAppointmentChatMutation,
  useAppointmentUnreadQuery,
  useMarkReadMutation,
} = messagesApi;

/** A page of a thread: the newest, or the one before / after a message id. */
export function fetchThread(conversationId: string, cursor: { before?: string; after?: string } = {}): Promise<ChatMessage[]> {
  const q = new URLSearchParams(Object.entries(cursor).filter((e): e is [string, string] => !!e[1]));
  return apiRequest({ path: `Chat/Messages/${conversationId}${q.size ? `?${q}` : ''}`, brandScoped: false }, chatMessageListSchema);
}
export function fetchSince(after: string | undefined): Promise<ChatMessage[]> {
  return apiRequest({ path: `Chat/Since${after ? `?${new URLSearchParams({ after })}` : ''}`, brandScoped: false }, chatMessageListSchema);
}
export function sendMessage(conversationId: string, body: SendMessageBody): Promise<ChatMessage> {
  return apiRequest({ path: `Chat/Send/${conversationId}`, method: 'POST', body, brandScoped: false }, chatMessageSchema);
}
export function editMessage(messageId: string, body: EditMessageBody): Promise<ChatMessage> {
  return apiRequest({ path: `Chat/Edit/${messageId}`, method: 'PUT', body, brandScoped: false }, chatMessageSchema);
}
export function deleteMessage(messageId: string): Promise<ChatMessage> {
  return apiRequest({ path: `Chat/Delete/${messageId}`, method: 'DELETE', brandScoped: false }, chatMessageSchema);
}
