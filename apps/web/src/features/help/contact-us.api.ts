import {
  type ContactSent,
  type CustomerContactBody,
  type StaffContactBody,
  type SupportMessage,
  contactSentSchema,
  supportMessageSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

/** Contact us calls (ContactUs/…); schemas from @salon/shared check every answer. */
export const contactUsApi = api.enhanceEndpoints({ addTagTypes: ['SupportMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    supportMessages: build.query<SupportMessage[], void>({
      query: () => ({ path: 'ContactUs/List', brandScoped: false, schema: z.array(supportMessageSchema) }),
      providesTags: ['SupportMessage'],
    }),
    sendStaffContact: build.mutation<ContactSent, StaffContactBody>({
      query: (body) => ({ path: 'ContactUs/Staff', method: 'POST', body, brandScoped: false, schema: contactSentSchema }),
      invalidatesTags: ['SupportMessage'],
    }),
    sendCustomerContact: build.mutation<ContactSent, CustomerContactBody>({
      query: (body) => ({ path: 'ContactUs/Customer', method: 'POST', body, brandScoped: true, schema: contactSentSchema }),
    }),
  }),
});

export const { useSupportMessagesQuery, useSendStaffContactMutation, useSendCustomerContactMutation } = contactUsApi;
