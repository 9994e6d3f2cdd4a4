import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, instantToWallClock, type StoreGroup } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useStartExportMutation } from './accounting.api.ts';
import { ExportProgress } from './export-progress.tsx';
import { GroupPicker, useChosenGroup } from './group-picker.tsx';
import { EXPORT_FLAGS } from './store-groups-page.tsx';

/** /admin/account-management/export-to-qb: a group and dates, then the export's stages as it runs. */
export function ExportToQbPage() {
  return (
    <AccessGuard flags={EXPORT_FLAGS}>
      <ExportToQb />
    </AccessGuard>
  );
}

function ExportToQb() {
  const { t } = useTranslation('accounting');
  const chosen = useChosenGroup();
  if (chosen.loading) return <PageLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0, maxWidth: 900 }}>
      <Typography variant="h1">{t('export.title')}</Typography>
      {chosen.group ? (
        <ExportForm key={chosen.group.id} chosen={chosen} group={chosen.group} />
      ) : (
        <Alert severity="info">{t('groups.none')}</Alert>
      )}
    </Box>
  );
}

/** Last week by default: the seven days that have ended at the group's first store (its own clock). */
function ExportForm({ chosen, group }: { chosen: ReturnType<typeof useChosenGroup>; group: StoreGroup }) {
  const { t } = useTranslation('accounting');
  const today = instantToWallClock(group.stores[0]?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, new Date()).date;
  const [from, setFrom] = useState(() => addDays(today, -7));
  const [to, setTo] = useState(() => addDays(today, -1));
  const [mode, setMode] = useState<'post' | 'offline'>('post');
  const [start, starting] = useStartExportMutation();
  const [current, setCurrent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setError(null);
    try {
      const ex = await start({ groupId: group.id, body: { from, to, mode } }).unwrap();
      setCurrent(ex.id);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <GroupPicker {...chosen} />
        <TextField
          type="date"
          size="small"
          label={t('export.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('export.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label={t('export.mode')}
          value={mode}
          onChange={(e) => setMode(e.target.value as 'post' | 'offline')}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="post">{t('export.mode.post')}</MenuItem>
          <MenuItem value="offline">{t('export.mode.offline')}</MenuItem>
        </TextField>
        <Button variant="contained" onClick={() => void go()} disabled={starting.isLoading}>
          {t('export.start')}
        </Button>
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {current ? <ExportProgress key={current} id={current} /> : null}
    </>
  );
}
