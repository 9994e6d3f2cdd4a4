import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** An article: published or draft, as a small chip. */
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

/** A contact-us message: open, or handled by support. */
export function HandledChip({ handled }: { handled: boolean }) {
  const { t } = useTranslation('help');
  return (
    <Chip size="small" variant="outlined" color={handled ? 'success' : 'warning'} label={handled ? t('statusHandled') : t('statusOpen')} />
  );
}
