import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from './wizard-step.tsx';

/** The review step: every step's values, each with a button back to that step. */
export function WizardReview({
  steps,
  titles,
  valuesOf,
  onEdit,
}: {
  steps: readonly WizardStep[];
  titles: readonly string[];
  valuesOf: (key: string) => Record<string, unknown>;
  onEdit: (index: number) => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('reviewIntro')}</Typography>
      {steps.map((step, index) => (
        <Fragment key={step.key}>
          {index > 0 ? <Divider /> : null}
          <Box component="section" aria-labelledby={`review-${step.key}`} sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography id={`review-${step.key}`} variant="h3" sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
                {titles[index]}
              </Typography>
              <Button size="small" onClick={() => onEdit(index)} aria-label={t('editStep', { step: titles[index] })}>
                {t('edit')}
              </Button>
            </Box>
            <step.Review values={valuesOf(step.key)} />
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

export type ReviewItem = readonly [label: string, value: ReactNode];

/** Label/value pairs as a definition list; empty values read "Not given". */
export function ReviewList({ items }: { items: readonly ReviewItem[] }) {
  const { t } = useTranslation('wizard');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 0.75 },
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{isEmpty(value) ? t('notGiven') : value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}
