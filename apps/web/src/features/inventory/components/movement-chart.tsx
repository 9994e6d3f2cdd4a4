import Box from '@mui/material/Box';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatStoreDateTime, type StockMovement } from '@salon/shared';
import { useTranslation } from 'react-i18next';

/** Stock level after each movement over time, with the low-stock threshold as a line (its own chunk). */
export function MovementChart({
  movements,
  threshold,
  timezone,
}: {
  movements: readonly StockMovement[];
  threshold: number;
  timezone: string;
}) {
  const { t, i18n } = useTranslation('inventory');
  const points = [...movements].reverse();
  const dates = points.map((m) => new Date(m.createdAt));
  return (
    <Box role="img" aria-label={t('chartLabel', { count: points.length })} sx={{ width: '100%', height: 280 }}>
      <LineChart
        height={280}
        margin={{ left: 8, right: 16 }}
        xAxis={[
          {
            data: dates,
            scaleType: 'time',
            tickNumber: 4,
            valueFormatter: (value: Date) => formatStoreDateTime(timezone, value, { locale: i18n.language, weekday: false, zone: false }),
          },
        ]}
        yAxis={[{ min: 0, width: 48 }]}
        series={[
          {
            data: points.map((m) => m.resultingQuantity),
            label: t('quantity'),
            curve: 'stepAfter',
            showMark: true,
          },
        ]}
        hideLegend
      >
        <ChartsReferenceLine
          y={threshold}
          label={t('thresholdLine', { count: threshold })}
          labelAlign="end"
          lineStyle={{ strokeDasharray: '6 4' }}
        />
      </LineChart>
    </Box>
  );
}
