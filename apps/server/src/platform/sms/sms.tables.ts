import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Phones that answered STOP to the platform's SMS sender (the sender number is the platform's, so the
 * opt-out holds for every brand); START or UNSTOP removes the row. Senders skip these phones.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneNumber: text('phone_number').primaryKey(),
  keyword: text('keyword').notNull(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});
