import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { locationDrawerToggled } from '../customer-slice.ts';

export function LocationButton() {
  const { t } = useTranslation('customer');
  const dispatch = useAppDispatch();
  const location = useAppSelector((state) => state.customer.location);
  const text = location.city || (location.currentLat !== null ? t('nearYou') : t('setLocation'));
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const open = () => dispatch(locationDrawerToggled(true));
  if (compact) {
    return (
      <IconButton color="inherit" onClick={open} aria-label={`${t('locationTitle')}: ${text}`}>
        <PlaceOutlined />
      </IconButton>
    );
  }
  return (
    <Button
      color="inherit"
      startIcon={<PlaceOutlined />}
      onClick={open}
      aria-label={`${t('locationTitle')}: ${text}`}
      sx={{ minWidth: 0, maxWidth: 220, '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
    >
      <span className="label">{text}</span>
    </Button>
  );
}
