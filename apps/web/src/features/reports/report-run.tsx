import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type DatePreset, presetRange } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportQuery, useRunReportQuery } from './reports.api.ts';

const today = () => new Date().toLocaleDateString('en-CA');

/** A saved report and its run for the chosen dates (by default its preset's range); a backwards range is not run. */
export function useReportRun(id: string) {
  const report = useReportQuery(id);
  const preset = (report.data?.params.preset as DatePreset | undefined) ?? 'last30';
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const dates = range ?? presetRange(preset, today());
  const bad = dates.to < dates.from;
  const run = useRunReportQuery({ id, ...dates }, { skip: !report.data?.isActive || bad });
  return { report, run, dates, bad, setRange };
}

/** The From and To date fields of a run (not printed). */
export function ReportDateFields({
  dates,
  bad,
  onChange,
}: {
  dates: { from: string; to: string };
  bad: boolean;
  onChange: (dates: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('reports');
  return (['from', 'to'] as const).map((key) => (
    <TextField
      key={key}
      size="small"
      type="date"
      label={t(key)}
      value={dates[key]}
      error={key === 'to' && bad}
      helperText={key === 'to' && bad ? t('invalidRange') : undefined}
      onChange={(e) => onChange({ ...dates, [key]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 160px', maxWidth: { sm: 220 } }}
    />
  ));
}

/** Prints the page (the browser's dialog); the printed page carries no app chrome. */
export function ReportPrintButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <Button variant="contained" disabled={disabled} onClick={() => window.print()} aria-describedby="report-print-hint">
        {t('print')}
      </Button>
      <Box component="span" id="report-print-hint" sx={{ display: 'none' }}>
        {t('printHint')}
      </Box>
    </>
  );
}
