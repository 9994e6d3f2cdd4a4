import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type CustomerDetail, type CustomerNote, customerNoteInputSchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { storeDateTime } from '../customer-format.ts';
import { useAddCustomerNoteMutation, useDeleteCustomerNoteMutation, useEditCustomerNoteMutation } from '../customers.api.ts';

/** Notes with author and time, pinned first; add, edit and delete with the customer_notes flag. */
export function CustomerNotesCard({ customer, canWrite }: { customer: CustomerDetail; canWrite: boolean }) {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const [editing, setEditing] = useState<CustomerNote | null>(null);
  const [deleting, setDeleting] = useState<CustomerNote | null>(null);
  const [remove, removing] = useDeleteCustomerNoteMutation();
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ id: customer.id, noteId: deleting.id }).unwrap();
      toast.success(t('noteDeleted'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
    setDeleting(null);
  };
  return (
    <DetailCard title={t('notes')}>
      {canWrite && !editing && <NoteForm customerId={customer.id} />}
      {customer.notes.length === 0 && <Typography color="text.secondary">{t('noNotes')}</Typography>}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }} aria-label={t('notes')}>
        {customer.notes.map((note) =>
          editing?.id === note.id ? (
            <li key={note.id}>
              <NoteForm customerId={customer.id} note={note} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <Box component="li" key={note.id} sx={{ borderLeft: 3, borderColor: note.pinned ? 'warning.main' : 'divider', pl: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {note.pinned && <Chip size="small" color="warning" label={t('pinned')} />}
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('noteBy', { author: note.authorName, when: storeDateTime(customer.timezone, note.createdAt) })}
              </Typography>
              {canWrite && (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button size="small" onClick={() => setEditing(note)}>
                    {t('editNote')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(note)}>
                    {t('deleteNote')}
                  </Button>
                </Box>
              )}
            </Box>
          ),
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteNoteTitle')}
        message={t('deleteNoteMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={removing.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </DetailCard>
  );
}

function NoteForm({ customerId, note, onDone }: { customerId: string; note?: CustomerNote; onDone?: () => void }) {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const [add, adding] = useAddCustomerNoteMutation();
  const [edit, editing] = useEditCustomerNoteMutation();
  const form = useZodForm(customerNoteInputSchema, { body: note?.body ?? '', pinned: note?.pinned ?? false }, { validateOn: 'submit' });
  const submit = form.handleSubmit(async (values) => {
    try {
      if (note) await edit({ id: customerId, noteId: note.id, body: values }).unwrap();
      else await add({ id: customerId, body: values }).unwrap();
      toast.success(t('noteSaved'));
      form.reset({ body: '', pinned: false });
      onDone?.();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <FormTextField control={form.control} name="body" label={t('note')} multiline minRows={2} maxLength={1000} />
      <FormCheckbox control={form.control} name="pinned" label={t('pin')} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={adding.isLoading || editing.isLoading}>
          {note ? t('save') : t('addNote')}
        </Button>
        {note && (
          <Button size="small" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
