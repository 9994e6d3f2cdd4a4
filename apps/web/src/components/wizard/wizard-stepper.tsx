import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/**
 * The step titles: a full stepper from md up (earlier steps can be reopened), and on a phone one
 * line "Step 2 of 8: Address" with a progress bar, since eight labels do not fit 375 px.
 */
export function WizardStepper({ titles, active, onStep }: { titles: readonly string[]; active: number; onStep: (index: number) => void }) {
  const { t } = useTranslation('wizard');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const position = t('stepOf', { step: active + 1, count: titles.length });

  if (!wide) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="p">
          {position}: <strong>{titles[active]}</strong>
        </Typography>
        <LinearProgress variant="determinate" value={((active + 1) / titles.length) * 100} aria-label={position} />
      </Box>
    );
  }

  return (
    <Stepper activeStep={active} alternativeLabel nonLinear aria-label={t('steps')} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {titles.map((title, index) => (
        <Step key={title} completed={index < active} component="li">
          {index < active ? (
            // A plain button in the label, not MUI's StepButton: that turns the list into a tablist whose other
            // steps are not tabs (axe aria-required-children once a step is done).
            <StepLabel>
              <Link component="button" type="button" underline="hover" color="inherit" onClick={() => onStep(index)}>
                {title}
              </Link>
            </StepLabel>
          ) : (
            <StepLabel aria-current={index === active ? 'step' : undefined}>{title}</StepLabel>
          )}
        </Step>
      ))}
    </Stepper>
  );
}
