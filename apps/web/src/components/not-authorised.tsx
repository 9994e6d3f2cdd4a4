import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MessagePanel } from './message-panel.tsx';

/** What a person sees when the server or the access check refuses a page (spec sections 6 and 8). */
export function NotAuthorised() {
  const { t } = useTranslation('errors');
  return (
    <MessagePanel title={t('notAuthorisedTitle')} message={t('notAuthorisedMessage')}>
      <Button component={RouterLink} to="/" variant="contained">
        {t('goHome')}
      </Button>
    </MessagePanel>
  );
}
