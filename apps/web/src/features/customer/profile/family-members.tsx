import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type LinkedProfile, formatStoreDate, linkedProfileBodySchema } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import {
  useAddLinkedProfileMutation,
  useEditLinkedProfileMutation,
  useLinkedProfilesQuery,
  useRemoveLinkedProfileMutation,
} from './profile.api.ts';
import { ProfileRow } from './profile-row.tsx';

/** A calendar date (YYYY-MM-DD) as words, the same anywhere. */
export const calendarDate = (date: string) => formatStoreDate('UTC', `${date}T12:00:00Z`, { weekday: false, year: true });

function FamilyDialog({ profile, onClose }: { profile: LinkedProfile | null; onClose: () => void }) {
  const { t } = useTranslation('customerProfile');
  const toast = useToast();
  const titleId = useId();
  const [add] = useAddLinkedProfileMutation();
  const [edit] = useEditLinkedProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(linkedProfileBodySchema, {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    birthday: profile?.birthday ?? null,
  });
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      if (profile) await edit({ id: profile.id, ...body }).unwrap();
      else await add(body).unwrap();
      toast.success(profile ? t('saved') : t('familyAdded'));
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{profile ? t('editFamily') : t('addFamily')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <FormTextField control={form.control} name="firstName" label={t('firstName')} maxLength={50} autoComplete="off" />
          <FormTextField control={form.control} name="lastName" label={t('lastName')} maxLength={50} autoComplete="off" />
          <FormTextField
            control={form.control}
            name="birthday"
            label={t('birthday')}
            type="date"
            emptyAsNull
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The family members the customer books for (LINKED profiles): add, edit, remove. */
export function FamilyMembers() {
  const { t } = useTranslation('customerProfile');
  const toast = useToast();
  const headingId = useId();
  const { data: family = [] } = useLinkedProfilesQuery();
  const [editing, setEditing] = useState<LinkedProfile | null | 'new'>(null);
  const [removing, setRemoving] = useState<LinkedProfile | null>(null);
  const [remove, removeState] = useRemoveLinkedProfileMutation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', flex: 1 }}>
          {t('familyTitle')}
        </Typography>
        <Button variant="outlined" onClick={() => setEditing('new')}>
          {t('addFamily')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('familyIntro')}</Typography>
      {family.length === 0 ? <Typography>{t('noFamily')}</Typography> : null}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {family.map((person) => {
          const name = `${person.firstName} ${person.lastName}`;
          return (
            <ProfileRow
              key={person.id}
              title={name}
              details={
                person.birthday ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('bornOn', { date: calendarDate(person.birthday) })}
                  </Typography>
                ) : null
              }
            >
              <Button onClick={() => setEditing(person)} aria-label={`${t('edit')} ${name}`}>
                {t('edit')}
              </Button>
              <Button color="error" onClick={() => setRemoving(person)} aria-label={`${t('remove')} ${name}`}>
                {t('remove')}
              </Button>
            </ProfileRow>
          );
        })}
      </Box>
      {editing ? <FamilyDialog profile={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('removeFamilyTitle', { name: removing ? `${removing.firstName} ${removing.lastName}` : '' })}
        message={t('removeFamilyMessage')}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        busy={removeState.isLoading}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove(removing.id).unwrap();
            toast.success(t('familyRemoved'));
          } catch (caught) {
            toast.error(errorMessage(caught));
          }
          setRemoving(null);
        }}
      />
    </Paper>
  );
}
