import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { z } from 'zod';
import { MessagePanel } from '../../components/message-panel.tsx';

const stateSchema = z.object({ message: z.string() });

/** /not-found, and any unknown address. The translation-signature error arrives here with its message. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const location = useLocation();
  const message = stateSchema.safeParse(location.state).data?.message;
  return (
    <MessagePanel title={message ? t('somethingWrongTitle') : t('notFoundTitle')} message={message ?? t('notFoundMessage')}>
      <Button component={RouterLink} to="/" variant="contained">
        {t('goHome')}
      </Button>
    </MessagePanel>
  );
}
