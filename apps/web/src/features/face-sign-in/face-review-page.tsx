import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useShiftStores } from '../shifts/use-shift-stores.ts';
import { StorePicker } from '../time-clock/store-picker.tsx';
import { FACE_REVIEW_FLAGS, useFaceReviewQuery } from './face.api.ts';
import { FaceReviewCard } from './face-review-card.tsx';

type Status = 'pending' | 'reviewed';

/** /admin/face/review: the store's weak face matches and PIN-finished attempts, for its managers to confirm or flag. */
export function FaceReviewPage() {
  return (
    <AccessGuard flags={FACE_REVIEW_FLAGS}>
      <FaceReview />
    </AccessGuard>
  );
}

function FaceReview() {
  const { t } = useTranslation(['faceSignIn', 'timeClock']);
  const { stores, storeId, setStoreId } = useShiftStores();
  const [status, setStatus] = useState<Status>('pending');
  const queue = useFaceReviewQuery({ storeId: storeId ?? '', status }, { skip: !storeId });
  const items = queue.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 760, width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('reviewTitle')}</Typography>
        <StorePicker stores={stores} storeId={storeId} onChange={setStoreId} />
      </Box>
      <Typography>{t('reviewHelp')}</Typography>
      <Alert severity="info">{t('noPhotos')}</Alert>
      <Tabs value={status} onChange={(_, v: Status) => setStatus(v)} aria-label={t('reviewTitle')}>
        <Tab value="pending" label={t('pendingTab')} />
        <Tab value="reviewed" label={t('reviewedTab')} />
      </Tabs>
      {queue.isLoading ? <CircularProgress aria-label={t('reviewTitle')} /> : null}
      {queue.isError ? <Alert severity="error">{errorMessage(queue.error)}</Alert> : null}
      {queue.data && items.length === 0 ? (
        <Typography color="text.secondary">{t(status === 'pending' ? 'nothingPending' : 'nothingReviewed')}</Typography>
      ) : null}
      <Box
        component="ul"
        aria-label={t(status === 'pending' ? 'pendingTab' : 'reviewedTab')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {queue.data
          ? items.map((item) => (
              <li key={item.id}>
                <FaceReviewCard item={item} timezone={queue.data?.timezone ?? 'UTC'} />
              </li>
            ))
          : null}
      </Box>
    </Box>
  );
}
