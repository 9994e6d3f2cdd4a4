import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Published or draft, as a small chip. */
export function StatusChip({ published }: { published: boolean }) {
  const { t } = useTranslation('help');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={published ? 'success' : 'warning'}
      label={published ? t('statusPublished') : t('statusDraft')}
    />
  );
}
