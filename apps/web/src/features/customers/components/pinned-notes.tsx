import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { hasAccess } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context.ts';
import { usePinnedCustomerNotesQuery } from '../customers.api.ts';

/** A customer's pinned notes, for the calendar's appointment details (nothing when there are none). */
export function PinnedNotes({ customerId }: { customerId: string | null }) {
  const { t } = useTranslation('customers');
  const { data: session } = useSession();
  const allowed = hasAccess(session?.accessControls, ['customer_notes', 'view_customer_profile', 'view_appointment_details']);
  // currentData: the chosen customer's notes only (never the previous customer's while switching or after clearing).
  const { currentData: data } = usePinnedCustomerNotesQuery(customerId ?? '', { skip: !customerId || !allowed });
  if (!customerId || !data?.length) return null;
  return (
    <Alert severity="warning" icon={false} aria-label={t('pinnedNotes')}>
      <Box component="strong" sx={{ display: 'block' }}>
        {t('pinnedNotes')}
      </Box>
      {data.map((n) => (
        <Box key={n.id} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {n.body}
        </Box>
      ))}
    </Alert>
  );
}
