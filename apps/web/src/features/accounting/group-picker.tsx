import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { StoreGroup } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStoreGroupsQuery } from './accounting.api.ts';

/** The chosen store group (?group=<id>, else the first); the picker writes it to the address. */
export function useChosenGroup(): {
  groups: StoreGroup[];
  group: StoreGroup | undefined;
  setGroup: (id: string) => void;
  loading: boolean;
} {
  const result = useStoreGroupsQuery();
  const [params, setParams] = useSearchParams();
  const groups = result.data?.items ?? [];
  const group = groups.find((g) => g.id === params.get('group')) ?? groups[0];
  return {
    groups,
    group,
    loading: result.isLoading,
    setGroup: (id) =>
      setParams((p) => {
        p.set('group', id);
        return p;
      }),
  };
}

export function GroupPicker({ groups, group, setGroup }: Pick<ReturnType<typeof useChosenGroup>, 'groups' | 'group' | 'setGroup'>) {
  const { t } = useTranslation('accounting');
  return (
    <TextField
      select
      size="small"
      label={t('groups.pick')}
      value={group?.id ?? ''}
      onChange={(e) => setGroup(e.target.value)}
      sx={{ minWidth: 240 }}
    >
      {groups.map((g) => (
        <MenuItem key={g.id} value={g.id}>
          {g.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
