import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { passwordChecklist, passwordStrength } from '@salon/shared';
import { useTranslation } from 'react-i18next';

const CHECKS = ['minLength', 'number', 'uppercase', 'lowercase'] as const;
const MAX_SCORE = 4;

/** The strength meter (Weak / Strong / blank, spec section 4) and the checklist of a new password. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('common');
  const { score, label } = passwordStrength(password);
  const checklist = passwordChecklist(password);
  const color = label === 'Strong' ? 'success' : label === 'Weak' ? 'error' : 'warning';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={(score / MAX_SCORE) * 100}
          color={color}
          aria-label={t('passwordStrength')}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
        <Typography
          variant="body2"
          data-testid="password-strength-label"
          aria-live="polite"
          sx={{ minWidth: 56, fontWeight: 600, color: `${color}.main` }}
        >
          {label === 'Strong' ? t('strong') : label === 'Weak' ? t('weak') : ''}
        </Typography>
      </Box>
      <List dense disablePadding aria-label={t('passwordChecklist')}>
        {CHECKS.map((check) => (
          <ListItem key={check} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {checklist[check] ? (
                <CheckCircle fontSize="small" color="success" titleAccess={t('met')} />
              ) : (
                <RadioButtonUnchecked fontSize="small" titleAccess={t('notMet')} />
              )}
            </ListItemIcon>
            <ListItemText primary={t(`passwordRules.${check}`)} slotProps={{ primary: { variant: 'body2' } }} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
