import Chip from '@mui/material/Chip';
import type { GiftCard } from '@salon/shared';
import { useTranslation } from 'react-i18next';

/** Active or inactive, as a label (not colour alone). */
export function GiftCardStatusChip({ status }: { status: GiftCard['status'] }) {
  const { t } = useTranslation('giftCards');
  return (
    <Chip
      size="small"
      variant={status === 'active' ? 'filled' : 'outlined'}
      color={status === 'active' ? 'success' : 'default'}
      label={t(`status.${status}`)}
    />
  );
}
