import Box from '@mui/material/Box';
import { inviteEmailProblems, setupInvitesSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { InviteFields, InvitesReview } from './invite-fields.tsx';
import { ServicesFields, serviceRowSchema, servicesRule, useServicesReview } from './services-fields.tsx';

/** Other info: the services (prices typed as text) and the team to invite, as SalonSetup/Create's `other`. */
const otherStepSchema = z
  .object({ services: z.array(serviceRowSchema), invites: setupInvitesSchema.shape.invites })
  .superRefine(servicesRule);
type OtherForm = StepForm<typeof otherStepSchema>;

function Fields({ form }: { form: OtherForm }) {
  const { t } = useTranslation('salonSetup');
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <FieldSection title={t('servicesTitle')}>
        <ServicesFields form={form as unknown as Parameters<typeof ServicesFields>[0]['form']} />
      </FieldSection>
      <FieldSection title={t('teamTitle')}>
        <InviteFields form={form as unknown as Parameters<typeof InviteFields>[0]['form']} />
      </FieldSection>
    </Box>
  );
}

function Review({ values }: { values: z.input<typeof otherStepSchema> }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ReviewList items={useServicesReview(values)} />
      <InvitesReview values={values} />
    </Box>
  );
}

export const otherStep = defineStep({
  key: 'other',
  schema: otherStepSchema,
  Fields,
  Review,
  // The owner already has an account: an invite to the owner's email is refused before Next.
  check: (values, { steps }) => inviteEmailProblems(String(steps.basicDetails?.ownerEmail ?? ''), values.invites),
});
