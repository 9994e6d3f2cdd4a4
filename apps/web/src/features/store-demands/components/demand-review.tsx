import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type DemandCoverWire, type DemandGrid, type DemandRequired, demandPersonMinutes } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shifts/week.ts';

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** Published person-minutes per day of one skill: scheduled people × cell length. */
function coverMinutes(cover: DemandCoverWire | undefined, skill: string, days: number): number[] {
  return Array.from({ length: days }, (_, d) => (cover?.[skill]?.[d] ?? []).reduce((sum, c) => sum + c.scheduled * (c.end - c.start), 0));
}

/** Review: demand per day and skill set in person-hours, against what published shifts cover today. */
export function DemandReview({ grid, required, published }: { grid: DemandGrid; required: DemandRequired; published?: DemandCoverWire }) {
  const { t, i18n } = useTranslation('storeDemand');
  const skills = Object.keys(required);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
          '& td': { textAlign: 'right' },
        }}
      >
        <Typography component="caption" variant="body2" sx={{ captionSide: 'top', textAlign: 'left', mb: 1 }}>
          {t('totalsLabel')}
        </Typography>
        <thead>
          <tr>
            <th scope="col">{t('skill')}</th>
            <th scope="col" />
            {grid.days.map((d) => (
              <th key={d.date} scope="col">
                {formatDay(d.date, i18n.language)}
              </th>
            ))}
            <th scope="col">{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {skills.flatMap((skill) => {
            const demand = demandPersonMinutes(grid, required[skill]);
            const cover = coverMinutes(published, skill, grid.days.length);
            const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
            return [
              <tr key={`${skill}-demand`}>
                <th scope="row" rowSpan={2}>
                  {skill}
                </th>
                <th scope="row">{t('demandHours')}</th>
                {demand.map((m, d) => (
                  <td key={grid.days[d].date}>{hours(m)}</td>
                ))}
                <td>
                  <strong>{hours(sum(demand))}</strong>
                </td>
              </tr>,
              <tr key={`${skill}-cover`}>
                <th scope="row">{t('coverHours')}</th>
                {cover.map((m, d) => (
                  <td key={grid.days[d].date} style={{ color: m < demand[d] ? '#b71c1c' : undefined }}>
                    {hours(m)}
                  </td>
                ))}
                <td>
                  <strong>{hours(sum(cover))}</strong>
                </td>
              </tr>,
            ];
          })}
        </tbody>
      </Box>
    </Box>
  );
}
