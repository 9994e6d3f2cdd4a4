import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OpenDrawerDialog } from '../../cash-drawer/cash-drawer-dialogs.tsx';
import { useCashRegistersQuery } from '../../cash-drawer/cash-drawer.api.ts';
import { useSession } from '../../session/session-context.ts';

/**
 * Cash with no drawer open at the invoice's store: whoever may open a drawer counts the float right here and
 * goes on taking the cash; anyone else is pointed at the cash drawer screen.
 */
export function NoDrawerNotice({ storeId, onOpened }: { storeId: string; onOpened: () => void }) {
  const { t } = useTranslation('checkout');
  const { data: session } = useSession();
  const canOpen = hasAccess(session?.accessControls, ['open_cash_drawer']);
  const { data: registers } = useCashRegistersQuery(storeId, { skip: !canOpen });
  const closed = (registers ?? []).filter((r) => !r.openDrawer);
  const [registerId, setRegisterId] = useState('');
  const [opening, setOpening] = useState<{ id: string; name: string } | null>(null);
  const chosen = closed.find((r) => r.id === registerId) ?? closed[0];
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1.25, width: '100%' } }}>
      {canOpen ? t('noDrawerOpenHere') : t('noDrawerAskManager')}
      {canOpen && closed.length > 1 ? (
        <TextField select size="small" label={t('register')} value={chosen?.id ?? ''} onChange={(e) => setRegisterId(e.target.value)}>
          {closed.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canOpen && closed.length ? (
          <Button variant="contained" onClick={() => chosen && setOpening({ id: chosen.id, name: chosen.name })}>
            {t('openRegisterHere', { name: chosen?.name ?? '' })}
          </Button>
        ) : null}
        <Button component={RouterLink} to="/admin/store/cash-drawer" variant="outlined">
          {t('goToCashDrawer')}
        </Button>
      </Box>
      {opening ? (
        <OpenDrawerDialog
          registerId={opening.id}
          registerName={opening.name}
          onClose={() => {
            setOpening(null);
            onOpened();
          }}
        />
      ) : null}
    </Alert>
  );
}
