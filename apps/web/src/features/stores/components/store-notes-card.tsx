import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { STORE_NOTE_MAX, formatStoreDateTime, hasAccess, storeNoteInputSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSession } from '../../session/session-context.ts';
import { useAddStoreNoteMutation, useStoreNotesQuery } from '../stores.api.ts';

/** A store's notes, newest first; staff with edit_store_notes add one. Notes are shown as text, never HTML. */
export function StoreNotesCard({ storeId, timezone }: { storeId: string; timezone: string }) {
  const { t } = useTranslation('stores');
  const { data: session } = useSession();
  const { data: notes, isLoading } = useStoreNotesQuery(storeId);
  const [addNote, { isLoading: adding }] = useAddStoreNoteMutation();
  const form = useZodForm(storeNoteInputSchema, { text: '' });
  const mayAdd = hasAccess(session?.accessControls, ['edit_store_notes']);

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await addNote({ id: storeId, text }).unwrap();
      form.reset({ text: '' });
    } catch (error) {
      form.setError('text', { message: isApiError(error) ? (error.fields?.text ?? error.message) : t('noteFailed') });
    }
  });

  return (
    <DetailCard title={t('notes')}>
      {mayAdd ? (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
          <FormTextField control={form.control} name="text" label={t('newNote')} multiline minRows={2} maxLength={STORE_NOTE_MAX} />
          <Box>
            <Button type="submit" variant="outlined" disabled={adding}>
              {t('addNote')}
            </Button>
          </Box>
        </Box>
      ) : null}
      {isLoading ? null : notes?.length ? (
        <List dense disablePadding aria-label={t('notes')}>
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters divider alignItems="flex-start">
              <ListItemText
                primary={<span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{note.text}</span>}
                secondary={`${note.authorName} · ${formatStoreDateTime(timezone, note.createdAt, { weekday: false, year: true })}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('noNotes')}
        </Typography>
      )}
    </DetailCard>
  );
}
