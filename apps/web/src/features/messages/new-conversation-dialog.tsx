import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Conversation } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useSession } from '../session/session-context.ts';
import { useChatStaffQuery, useOpenDirectMutation, useOpenGroupMutation } from './messages.api.ts';

/** Start a direct chat with a colleague, or a named group of one store's employees. */
export function NewConversationDialog({
  kind,
  onClose,
  onOpened,
}: {
  kind: 'direct' | 'group';
  onClose: () => void;
  onOpened: (c: Conversation) => void;
}) {
  const { t } = useTranslation('messages');
  const { data: session } = useSession();
  const staff = useChatStaffQuery(undefined, { skip: kind !== 'direct' });
  const [openDirect, direct] = useOpenDirectMutation();
  const [openGroup, group] = useOpenGroupMutation();
  const stores = [
    ...new Map((session?.user.roles ?? []).filter((r) => r.storeId).map((r) => [r.storeId as string, r.storeName ?? r.storeId])).entries(),
  ];
  const [employeeId, setEmployeeId] = useState('');
  const [title, setTitle] = useState('');
  const [storeId, setStoreId] = useState(stores[0]?.[0] ?? '');
  const busy = direct.isLoading || group.isLoading;
  const failure = direct.error ?? group.error;
  const submit = async () => {
    const result = kind === 'direct' ? await openDirect({ employeeId }) : await openGroup({ storeId, title });
    if ('data' in result && result.data) onOpened(result.data);
  };
  return (
    <FormDialog
      title={kind === 'direct' ? t('newDirect') : t('newGroup')}
      submitLabel={t('start')}
      busy={busy}
      error={failure ? errorMessage(failure) : null}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {kind === 'direct' ? (
          <TextField select label={t('colleague')} value={employeeId} onChange={(e) => setEmployeeId(e.target.value)} required>
            {(staff.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <>
            <TextField label={t('groupName')} value={title} onChange={(e) => setTitle(e.target.value)} required />
            <TextField select label={t('groupStore')} value={storeId} onChange={(e) => setStoreId(e.target.value)} required>
              {stores.map(([id, name]) => (
                <MenuItem key={id} value={id}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
