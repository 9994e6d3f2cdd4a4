import DeleteIcon from '@mui/icons-material/Delete';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SETUP_INVITE_ROLES, type setupInvitesSchema } from '@salon/shared';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import type { StepForm } from '../../../components/wizard/wizard-step.tsx';

/** The people the owner invites, each with a role at the first store. */
export function InviteFields({ form }: { form: StepForm<typeof setupInvitesSchema> }) {
  const { t } = useTranslation('salonSetup');
  const { control } = form;
  const rows = useFieldArray({ control, name: 'invites' });
  const roles = SETUP_INVITE_ROLES.map((value) => ({ value, label: t(`role.${value}`) }));
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography color="text.secondary">{t('invitesIntro')}</Typography>
      {rows.fields.length === 0 ? <Typography>{t('noInvites')}</Typography> : null}
      {rows.fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('person', { n: index + 1 })}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'repeat(2, minmax(0, 1fr)) minmax(0, 2fr) minmax(0, 1.2fr) auto' },
            gap: 1.5,
            alignItems: 'start',
            '& > :not(button)': { gridColumn: { xs: '1 / 2', md: 'auto' } },
            '& > button': { gridColumn: { xs: '2', md: 'auto' }, gridRow: { xs: '1', md: 'auto' } },
          }}
        >
          <FormTextField control={control} name={`invites.${index}.firstName`} label={t('firstName')} required maxLength={50} />
          <FormTextField control={control} name={`invites.${index}.lastName`} label={t('lastName')} required maxLength={50} />
          <FormTextField control={control} name={`invites.${index}.email`} label={t('email')} required type="email" maxLength={64} />
          <FormSelectField control={control} name={`invites.${index}.role`} label={t('role')} required options={roles} />
          <IconButton aria-label={t('removePerson', { n: index + 1 })} onClick={() => rows.remove(index)} sx={{ mt: 1 }}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<PersonAddIcon />} onClick={() => rows.append({ firstName: '', lastName: '', email: '', role: 'cutter' })}>
          {t('addPerson')}
        </Button>
      </Box>
    </Box>
  );
}

/** What the review shows of the invitations (a line when there are none). */
export function InvitesReview({ values }: { values: z.input<typeof setupInvitesSchema> }) {
  const { t } = useTranslation('salonSetup');
  const invites = values.invites ?? [];
  if (!invites.length) return <Typography>{t('noInvites')}</Typography>;
  return (
    <ReviewList
      items={invites.map((p, index) => [
        t('person', { n: index + 1 }),
        `${p.firstName} ${p.lastName} · ${p.email} · ${SETUP_INVITE_ROLES.includes(p.role as never) ? t(`role.${p.role as (typeof SETUP_INVITE_ROLES)[number]}`) : p.role}`,
      ])}
    />
  );
}
