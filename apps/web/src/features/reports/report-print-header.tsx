import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REPORT_TYPE_LABELS, type ReportResult } from '@salon/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a printed report says about itself (issue 15): the brand, the report, the dates, the stores with their time
 * zones (each store's days are its own local days), whether only the person's own figures are in it, and when it
 * was generated (in the first store's zone). On the report screen the stores and zones show as a caption and the
 * rest prints only, in place of the date fields and buttons; the printable viewer shows it all on every page
 * (`onScreen`), with the page's number (`aside`).
 */
export function ReportPrintHeader({
  name,
  result,
  onScreen = false,
  aside,
  headingLevel = 'h1',
}: {
  name: string;
  result: ReportResult;
  onScreen?: boolean;
  aside?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}) {
  const { t } = useTranslation('reports');
  const stores = result.stores.map((s) => `${s.name} (${s.timezone})`).join(', ');
  const printed = onScreen ? {} : { display: 'none', displayPrint: 'block' };
  const zone = result.stores[0]?.timezone;
  return (
    <Box data-testid="report-print-header" sx={{ display: 'grid', gap: 0.25, gridTemplateColumns: '1fr auto', alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
        {result.brandName ? (
          <Typography variant="overline" sx={{ ...printed, lineHeight: 1.5 }}>
            {result.brandName}
          </Typography>
        ) : null}
        <Typography variant="h1" component={headingLevel} sx={{ ...printed, fontSize: '1.5rem' }}>
          {name}
        </Typography>
        <Typography variant="body2" sx={printed}>
          {t('printedType', { type: REPORT_TYPE_LABELS[result.definition.type] })}
        </Typography>
        <Typography variant="body2" sx={printed}>
          {t('printedDates', { from: result.from, to: result.to })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('printedStores', { stores })}
        </Typography>
        {result.limited ? (
          <Typography variant="body2" sx={printed}>
            {t('printedLimited')}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={printed}>
          {t('printedAt', {
            at: new Date().toLocaleString('en-US', {
              timeZone: zone,
              year: 'numeric',
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
              timeZoneName: 'short',
            }),
          })}
        </Typography>
      </Box>
      {aside ? <Box sx={{ textAlign: 'right' }}>{aside}</Box> : null}
    </Box>
  );
}
