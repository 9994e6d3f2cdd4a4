import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DemandRequired, StoreDemand } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import {
  useApplyDemandTemplateMutation,
  useCreateDemandTemplateMutation,
  useDeleteDemandTemplateMutation,
  useDemandTemplatesQuery,
} from '../store-demands.api.ts';

interface Props {
  storeId: string;
  weekStart: string;
  required: DemandRequired;
  /** The week's saved demand: applying a template replaces its draft at this version. */
  demand: StoreDemand | null;
  onApplied: (required: DemandRequired) => void;
  onNotice: (message: string) => void;
  onFailure: (message: string | null) => void;
}

/** The demand detail step's templates: fill the week from one (saved as a draft), save the week as one, delete one. */
export function DemandTemplates({ storeId, weekStart, required, demand, onApplied, onNotice, onFailure }: Props) {
  const { t } = useTranslation('storeDemand');
  const templates = useDemandTemplatesQuery(storeId);
  const [apply, applying] = useApplyDemandTemplateMutation();
  const [create, creating] = useCreateDemandTemplateMutation();
  const [remove, removing] = useDeleteDemandTemplateMutation();
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const items = templates.data?.items ?? [];
  const template = items.find((i) => i.id === chosen);
  const booked = demand?.status === 'booked';

  const run = async (work: () => Promise<string>) => {
    onFailure(null);
    try {
      onNotice(await work());
    } catch (err) {
      onFailure(errorMessage(err));
    }
  };
  const fill = () =>
    run(async () => {
      const result = await apply({ id: chosen, body: { weekStart, ...(demand ? { version: demand.version } : {}) } }).unwrap();
      onApplied(result.demand.required);
      return [
        t('applied', { name: template?.name ?? '', version: result.demand.version }),
        result.unplacedCells ? t('appliedUnplaced', { count: result.unplacedCells }) : '',
        result.droppedSkills.length ? t('appliedDropped', { skills: result.droppedSkills.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' ');
    });
  const saveAs = () =>
    run(async () => {
      const saved = await create({ storeId, weekStart, name: name.trim(), required }).unwrap();
      setName('');
      setChosen(saved.id);
      return t('templateSaved', { name: saved.name });
    });
  const drop = () =>
    run(async () => {
      await remove(chosen).unwrap();
      setChosen('');
      return t('templateDeleted', { name: template?.name ?? '' });
    });

  return (
    <Box role="group" aria-label={t('templates')} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('template')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {items.length ? null : (
          <MenuItem value="" disabled>
            {t('templateNone')}
          </MenuItem>
        )}
        {items.map((i) => (
          <MenuItem key={i.id} value={i.id}>
            {i.name} ({t('templateSummary', { hours: i.personHours, skills: i.skills.join(', ') })})
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => void fill()} disabled={!chosen || booked || applying.isLoading}>
        {t('applyTemplate')}
      </Button>
      <Button color="error" onClick={() => void drop()} disabled={!chosen || removing.isLoading}>
        {t('deleteTemplate')}
      </Button>
      <TextField
        size="small"
        label={t('templateName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      />
      <Button variant="outlined" onClick={() => void saveAs()} disabled={!name.trim() || creating.isLoading}>
        {t('saveTemplate')}
      </Button>
    </Box>
  );
}
