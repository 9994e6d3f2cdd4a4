import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import type { Session } from '../../../api/session-schema.ts';
import { useAssumeRole } from '../use-assume-role.ts';

/** Shown on every admin page while an admin acts as another employee: who, and one click back. */
export function AssumedRoleBanner({ session }: { session: Session }) {
  // Only an assumed session loads the labels (every admin page renders this).
  return session.user.assumedBy ? <Banner session={session} /> : null;
}

function Banner({ session }: { session: Session }) {
  const { t } = useTranslation('employees');
  const { returnToSelf } = useAssumeRole();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            returnToSelf(session.user.id).catch((caught: unknown) => {
              setError(errorMessage(caught));
              setBusy(false);
            });
          }}
        >
          {t('returnToSelf')}
        </Button>
      }
    >
      {t('actingAs', { name: session.user.name })}
      {error ? ` ${error}` : null}
    </Alert>
  );
}
