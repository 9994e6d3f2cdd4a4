import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { displayName } from '../../session/display-name.ts';
import { useSession } from '../../session/session-context.ts';

/** What the product knows about the signed-in person, from their session. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { data } = useSession();
  if (!data) return null;
  const { user } = data;
  const rows: [string, string][] = [
    [t('name'), displayName(user)],
    [t('email'), user.email || t('notGiven')],
    [t('phone'), user.phoneNumber || t('notGiven')],
    [t('accountType'), user.userType === 'admin' ? t('staff') : t('customer')],
  ];
  if (user.userType === 'admin') {
    const roles = user.roles.map((role) => (role.storeName ? `${role.name} · ${role.storeName}` : role.name));
    rows.push([t('roles'), roles.join(', ') || t('notGiven')]);
  }
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('profileTitle')}
      </Typography>
      <Paper
        variant="outlined"
        component="dl"
        sx={{ m: 0, p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, gap: { xs: 0.5, sm: 2 } }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Paper>
      <Button component={RouterLink} to="/changepassword" variant="outlined" sx={{ mt: 3 }}>
        {t('changePasswordTitle')}
      </Button>
    </Box>
  );
}
