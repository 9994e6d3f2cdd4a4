import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KioskLists } from '@salon/shared';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useKioskListsQuery, useUpdateKioskListsMutation } from '../kiosk.api.ts';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The store's drink and music lists, one label a line (the tablet offers them in this order). */
export function KioskListsForm({ storeId }: { storeId: string }) {
  const { t } = useTranslation('kiosk');
  const { data } = useKioskListsQuery(storeId);
  // The fields appear once the lists are loaded: text typed before would be overwritten by their arrival.
  if (!data) return <CircularProgress size={20} aria-label={t('listsTitle')} />;
  return <ListsEditor storeId={storeId} initial={data} />;
}

function ListsEditor({ storeId, initial }: { storeId: string; initial: KioskLists }) {
  const { t } = useTranslation('kiosk');
  const [save, saving] = useUpdateKioskListsMutation();
  const [beverages, setBeverages] = useState(() => initial.beverages.map((o) => o.label).join('\n'));
  const [music, setMusic] = useState(() => initial.music.map((o) => o.label).join('\n'));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    setMessage(null);
    try {
      await save({ storeId, body: { beverages: lines(beverages), music: lines(music) } }).unwrap();
      setMessage({ ok: true, text: t('listsSaved') });
    } catch (e) {
      const field = isApiError(e) && e.fields ? Object.values(e.fields)[0] : null;
      setMessage({ ok: false, text: field ?? errorMessage(e) });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('listsTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('beveragesList')} multiline minRows={4} value={beverages} onChange={(e) => setBeverages(e.target.value)} />
        <TextField label={t('musicList')} multiline minRows={4} value={music} onChange={(e) => setMusic(e.target.value)} />
      </Box>
      {message ? <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert> : null}
      <Box>
        <Button variant="outlined" onClick={() => void submit()} disabled={saving.isLoading}>
          {t('saveLists')}
        </Button>
      </Box>
    </Box>
  );
}
