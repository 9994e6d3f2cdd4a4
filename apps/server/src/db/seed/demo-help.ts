// Demo help centre (issue 18): short, real how-tos for the screens the demo ships, for different audiences.
import type { HelpArticleInput, HelpAudienceRole } from '@salon/shared';
import { withTenant } from '../../platform/tenancy.ts';
import type { Db } from '../client.ts';
import { helpArticles, supportMessages, supportReplies } from '../schema.ts';

const FRONT: HelpAudienceRole[] = ['coordinator', 'lead_shop_coordinator', 'shop_manager', 'store_owner', 'general_manager', 'franchisor'];
const MANAGERS: HelpAudienceRole[] = ['shop_manager', 'store_owner', 'general_manager', 'franchisor'];

export const DEMO_HELP_ARTICLES: HelpArticleInput[] = [
  {
    title: 'Check in a customer',
    category: 'front_desk',
    audienceRoles: [...FRONT].sort(),
    published: true,
    body: `When a customer arrives, open **Appointments calendar** and find their appointment in their cutter's column.

1. Click the appointment to open its details.
2. Check the name and the services with the customer.
3. Press **Check in**. The card turns to *Checked in* and the cutter sees it at once.

Customers can also check themselves in on the in-store tablet with their phone number and last name.

## Walk-ins
Use **New appointment** on the calendar and choose the first free cutter. The wait shown is the first free start.`,
  },
  {
    title: 'Close the cash drawer at the end of the day',
    category: 'cash_drawer',
    audienceRoles: [...MANAGERS, 'coordinator' as const, 'lead_shop_coordinator' as const].sort(),
    published: true,
    body: `Close the drawer after the last checkout, before you leave.

1. Open **Store > Cash drawer** and choose your store.
2. Count the cash in the drawer: notes and coins.
3. Enter the counted amount and press **Close drawer**.
4. If the count differs from the expected amount, write what happened in the note.

A difference is kept with the close and shows in the day's report. Withdrawals during the day need a reason.`,
  },
  {
    title: 'Clock in and out with the time clock',
    category: 'time_clock',
    audienceRoles: [],
    published: true,
    body: `Everyone who works a shift clocks in when they start and out when they leave.

- Open **Time clock** from the menu and press **Clock in**.
- Taking a break? Press **Start break**, then **End break** when you are back.
- Press **Clock out** at the end of your shift.

Forgot to clock in? Ask your manager to add the entry; every change keeps its reason.`,
  },
  {
    title: 'How customers book online',
    category: 'online_booking',
    audienceRoles: [],
    published: true,
    body: `Customers book on the brand's site under **Book appointment**: they choose a store, services, a cutter (or *any cutter*) and a time.

- Only published shifts offer times, so publish next week's schedule early.
- A store can switch online booking off in its settings.
- Customers see their bookings under *My appointments* and can reschedule or cancel there.

Questions from customers reach the brand through the [contact form](/customer/contact-us).`,
  },
  {
    title: 'Book an appointment by phone',
    category: 'appointments',
    audienceRoles: [...FRONT].sort(),
    published: true,
    body: `1. Search the caller in **Customers** by phone number; create them if they are new.
2. On the **Appointments calendar**, click a free slot in the cutter's column.
3. Choose the services; the length comes from each service.
4. Save. The customer gets a confirmation by email or text if they chose it.

Read the time back to the caller in the *store's* time, which is what the calendar shows.`,
  },
  {
    title: 'Publish next week\u2019s shifts',
    category: 'getting_started',
    audienceRoles: [...MANAGERS].sort(),
    published: true,
    body: `Shifts are drafts until published; only published shifts can take bookings.

1. Open **Store > Manage shifts** and pick the week.
2. Add or drag shifts per person.
3. Press **Publish**. Everyone on the schedule is told in the bell (and by email if they chose it).`,
  },
  {
    title: 'Owner checklist: month end',
    category: 'getting_started',
    audienceRoles: ['store_owner'],
    published: true,
    body: `Before the accountant closes the month:

- Approve every time card of the month under **Time clock**.
- Check the cash drawer differences in the reports.
- Export the month to QuickBooks under **Accounting > Export to QB**.`,
  },
  {
    title: 'New gift card rules (draft)',
    category: 'front_desk',
    audienceRoles: [],
    published: false,
    body: 'Draft: how to sell and redeem gift cards at checkout. Not published yet.',
  },
];

/**
 * The articles, and contact-us messages to the brand's support: one from the desk (open, unread: support sees it
 * with a count in /admin/messages), one from the public form (handled), and one from the demo customer signed in,
 * answered by support (the customer sees the reply).
 */
export async function seedDemoHelp(
  db: Db,
  input: {
    tenantId: string;
    brandId: string;
    storeId: string;
    deskId: string;
    supportId: string;
    customer: { id: string; name: string; email: string };
    now: Date;
  },
) {
  const { tenantId, brandId, storeId, deskId, supportId, customer, now } = input;
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  await withTenant(db, tenantId, async (tx) => {
    await tx.insert(helpArticles).values(DEMO_HELP_ARTICLES.map((a) => ({ tenantId, ...a })));
    const [asked] = await tx
      .insert(supportMessages)
      .values({
        tenantId,
        brandId,
        source: 'customer',
        customerId: customer.id,
        fromName: customer.name,
        category: 'billing',
        subject: 'Was I charged twice?',
        message: 'My bank shows two payments for my haircut last Saturday. Could you check?',
        replyTo: customer.email,
        createdAt: hoursAgo(30),
        lastActivityAt: hoursAgo(5),
        supportSeenAt: hoursAgo(5),
      })
      .returning({ id: supportMessages.id });
    await tx.insert(supportReplies).values({
      tenantId,
      supportMessageId: asked!.id,
      author: 'support',
      employeeId: supportId,
      body: 'Thank you for writing. The second payment was a hold that your bank releases within 3 days; you paid once.',
      createdAt: hoursAgo(5),
    });
    await tx.insert(supportMessages).values([
      {
        tenantId,
        brandId,
        source: 'staff',
        employeeId: deskId,
        storeId,
        category: 'equipment',
        subject: 'Card reader at the front desk keeps disconnecting',
        message: 'Since this morning the card reader drops the connection after each payment. We restart it every time.',
        replyTo: 'coordinator@demo.salon',
        createdAt: hoursAgo(3),
        lastActivityAt: hoursAgo(3),
      },
      {
        tenantId,
        brandId,
        source: 'customer',
        category: 'booking',
        subject: 'Can I book for two people at once?',
        message: 'I would like to book my son and me at the same time with two cutters. Is that possible online?',
        replyTo: 'alex.parent@example.com',
        createdAt: hoursAgo(26),
        lastActivityAt: hoursAgo(26),
        handledAt: hoursAgo(20),
        handledBy: supportId,
        supportSeenAt: hoursAgo(20),
      },
    ]);
  });
}
