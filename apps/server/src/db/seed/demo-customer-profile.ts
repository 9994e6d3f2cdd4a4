// Demo of the customer's own profile (issue 13): Jordan has a birthday, asked for news and offers by email and text,
// and has one support request; Mia (linked) has a birthday too.
import type { Db } from '../client.ts';
import { customerPersonalDetails, customerSupportRequests } from '../schema.ts';
import { setPreferences } from '../../modules/customer-profile/contact-preferences.ts';
import { withTenant } from '../../platform/tenancy.ts';

export async function seedCustomerProfile(db: Db, input: { tenantId: string; primaryId: string; linkedId: string }) {
  await withTenant(db, input.tenantId, async (tx) => {
    await tx.insert(customerPersonalDetails).values([
      { tenantId: input.tenantId, customerId: input.primaryId, birthday: '1991-06-14' },
      { tenantId: input.tenantId, customerId: input.linkedId, birthday: '2017-09-03' },
    ]);
    // Offers by email and by text: the owner's "Text a promotion" screen counts Jordan at once.
    await setPreferences(
      tx,
      input.tenantId,
      input.primaryId,
      [
        { channel: 'email', kind: 'marketing', allowed: true },
        { channel: 'sms', kind: 'marketing', allowed: true },
      ],
      'profile',
    );
    await tx.insert(customerSupportRequests).values({
      tenantId: input.tenantId,
      customerId: input.primaryId,
      subject: 'Parking near the Loop store',
      message: 'Is there parking close to the Loop store on Saturdays?',
    });
  });
}
