import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MANAGER_TITLES, type Store, type StorePerson, hasAccess } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import { useSetStoreKeyHoldersMutation, useSetStoreManagersMutation, useSetStoreOwnersMutation } from '../stores.api.ts';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { EmployeePicker, type PickedEmployee } from './employee-picker.tsx';

type ManagerTitle = (typeof MANAGER_TITLES)[number];
type Group = 'owners' | 'managers' | 'keyHolders';
const FLAG: Record<Group, string> = { owners: 'store_owners', managers: 'store_managers', keyHolders: 'can_select_key_holder' };

const picked = (person: StorePerson): PickedEmployee => ({
  employeeId: person.employeeId,
  name: `${person.firstName} ${person.lastName}`,
  email: person.email,
});

/** Owners, managers (with their titles) and key holders of a store; each list edited by those allowed. */
export function StorePeopleCard({ store }: { store: Store }) {
  const { t } = useTranslation('stores');
  const { data: session } = useSession();
  const [editing, setEditing] = useState<Group | null>(null);
  const may = (group: Group) => hasAccess(session?.accessControls, [FLAG[group]]);
  const { owners, managers, keyHolders } = store.people;

  const section = (group: Group, people: readonly (StorePerson & { title?: string })[]) => (
    <Box component="section" aria-labelledby={`people-${group}`} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={`people-${group}`} variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {t(`people.${group}`)}
        </Typography>
        {may(group) ? (
          <Button size="small" onClick={() => setEditing(group)} aria-label={t('people.editGroup', { group: t(`people.${group}`) })}>
            {t('edit')}
          </Button>
        ) : null}
      </Box>
      {people.length ? (
        <List dense disablePadding>
          {people.map((person) => (
            <ListItem key={person.employeeId} disableGutters>
              <ListItemText
                primary={`${person.firstName} ${person.lastName}${person.title ? ` · ${person.title}` : ''}`}
                secondary={person.email}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('people.none')}
        </Typography>
      )}
    </Box>
  );

  return (
    <DetailCard title={t('people.title')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: '1fr' } }}>
        {section('owners', owners)}
        {section('managers', managers)}
        {section('keyHolders', keyHolders)}
      </Box>
      {editing ? <PeopleDialog store={store} group={editing} onClose={() => setEditing(null)} /> : null}
    </DetailCard>
  );
}

function PeopleDialog({ store, group, onClose }: { store: Store; group: Group; onClose: () => void }) {
  const { t } = useTranslation('stores');
  const toast = useToast();
  const titleId = useId();
  const [people, setPeople] = useState<PickedEmployee[]>(() =>
    (group === 'owners' ? store.people.owners : group === 'managers' ? store.people.managers : store.people.keyHolders).map(picked),
  );
  const [titles, setTitles] = useState<Record<string, ManagerTitle>>(() =>
    Object.fromEntries(store.people.managers.map((m) => [m.employeeId, m.title])),
  );
  const [error, setError] = useState<string | null>(null);
  const [setOwners, owners] = useSetStoreOwnersMutation();
  const [setManagers, managers] = useSetStoreManagersMutation();
  const [setKeyHolders, keyHolders] = useSetStoreKeyHoldersMutation();
  const busy = owners.isLoading || managers.isLoading || keyHolders.isLoading;

  const save = async () => {
    setError(null);
    const employeeIds = people.map((p) => p.employeeId);
    try {
      if (group === 'owners') await setOwners({ id: store.id, employeeIds }).unwrap();
      else if (group === 'keyHolders') await setKeyHolders({ id: store.id, employeeIds }).unwrap();
      else
        await setManagers({
          id: store.id,
          managers: people.map((p) => ({ employeeId: p.employeeId, title: titles[p.employeeId] ?? MANAGER_TITLES[0] })),
        }).unwrap();
      toast.success(t('people.saved'), { autoHide: true });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(`people.${group}`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <EmployeePicker label={t('people.choose')} value={people} onChange={setPeople} />
        {group === 'managers'
          ? people.map((person) => (
              <TextField
                key={person.employeeId}
                select
                size="small"
                label={t('people.titleFor', { name: person.name })}
                value={titles[person.employeeId] ?? MANAGER_TITLES[0]}
                onChange={(event) => {
                  const title = MANAGER_TITLES.find((value) => value === event.target.value) ?? MANAGER_TITLES[0];
                  setTitles((current) => ({ ...current, [person.employeeId]: title }));
                }}
              >
                {MANAGER_TITLES.map((title) => (
                  <MenuItem key={title} value={title}>
                    {title}
                  </MenuItem>
                ))}
              </TextField>
            ))
          : null}
        {error ? (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
