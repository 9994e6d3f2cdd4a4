import {
  type ContactSent,
  type CustomerContactBody,
  type SignedInContactBody,
  type StaffContactBody,
  type SupportMessage,
  type SupportStatus,
  type SupportThread,
  contactSentSchema,
  supportMessageSchema,
  supportThreadSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

/** Who writes in a conversation from this side: a signed-in customer or a member of staff. */
export type Sender = 'Customer' | 'Staff';

/** Contact us calls (ContactUs/…); schemas from @salon/shared check every answer. */
export const contactUsApi = api.enhanceEndpoints({ addTagTypes: ['SupportMessage', 'MySupportThreads'] }).injectEndpoints({
  endpoints: (build) => ({
    supportMessages: build.query<SupportMessage[], SupportStatus>({
      query: (status) => ({ path: `ContactUs/List?status=${status}`, brandScoped: false, schema: z.array(supportMessageSchema) }),
      providesTags: ['SupportMessage'],
    }),
    supportThread: build.query<SupportThread, string>({
      query: (id) => ({ path: `ContactUs/Thread/${id}`, brandScoped: false, schema: supportThreadSchema }),
      providesTags: ['SupportMessage'],
    }),
    replyToSupportMessage: build.mutation<SupportThread, { id: string; body: string }>({
      query: ({ id, body }) => ({
        path: `ContactUs/Reply/${id}`,
        method: 'POST',
        body: { body },
        brandScoped: false,
        schema: supportThreadSchema,
      }),
      invalidatesTags: ['SupportMessage', 'MySupportThreads'],
    }),
    setSupportMessageHandled: build.mutation<SupportThread, { id: string; handled: boolean }>({
      query: ({ id, handled }) => ({
        path: `ContactUs/Handled/${id}`,
        method: 'POST',
        body: { handled },
        brandScoped: false,
        schema: supportThreadSchema,
      }),
      invalidatesTags: ['SupportMessage'],
    }),
    /** Support has opened the thread (in /admin/messages): its unread count drops to 0. */
    supportSeen: build.mutation<SupportThread, string>({
      query: (id) => ({ path: `ContactUs/Seen/${id}`, method: 'POST', brandScoped: false, schema: supportThreadSchema }),
      invalidatesTags: ['SupportMessage'],
    }),
    mySupportThreads: build.query<SupportThread[], Sender>({
      query: (who) => ({ path: `ContactUs/${who}/Threads`, brandScoped: who === 'Customer', schema: z.array(supportThreadSchema) }),
      providesTags: ['MySupportThreads'],
    }),
    answerSupport: build.mutation<SupportThread, { who: Sender; id: string; body: string }>({
      query: ({ who, id, body }) => ({
        path: `ContactUs/${who}/Answer/${id}`,
        method: 'POST',
        body: { body },
        brandScoped: who === 'Customer',
        schema: supportThreadSchema,
      }),
      invalidatesTags: ['MySupportThreads', 'SupportMessage'],
    }),
    /** Marks the sender's conversation seen; the list is not re-read, so this visit still shows what was new. */
    seenSupport: build.mutation<SupportThread, { who: Sender; id: string }>({
      query: ({ who, id }) => ({
        path: `ContactUs/${who}/Seen/${id}`,
        method: 'POST',
        brandScoped: who === 'Customer',
        schema: supportThreadSchema,
      }),
    }),
    sendStaffContact: build.mutation<ContactSent, StaffContactBody>({
      query: (body) => ({ path: 'ContactUs/Staff', method: 'POST', body, brandScoped: false, schema: contactSentSchema }),
      invalidatesTags: ['SupportMessage', 'MySupportThreads'],
    }),
    sendCustomerContact: build.mutation<ContactSent, CustomerContactBody>({
      query: (body) => ({ path: 'ContactUs/Customer', method: 'POST', body, brandScoped: true, schema: contactSentSchema }),
      invalidatesTags: ['MySupportThreads'],
    }),
    /** A signed-in customer writes from their profile: no captcha, their account names them. */
    sendSignedInContact: build.mutation<ContactSent, SignedInContactBody>({
      query: (body) => ({ path: 'ContactUs/Customer/Write', method: 'POST', body, brandScoped: true, schema: contactSentSchema }),
      invalidatesTags: ['MySupportThreads'],
    }),
  }),
});

export const {
  useSupportMessagesQuery,
  useSupportThreadQuery,
  useReplyToSupportMessageMutation,
  useSetSupportMessageHandledMutation,
  useMySupportThreadsQuery,
  useAnswerSupportMutation,
  useSeenSupportMutation,
  useSendStaffContactMutation,
  useSendCustomerContactMutation,
  useSupportSeenMutation,
  useSendSignedInContactMutation,
} = contactUsApi;
