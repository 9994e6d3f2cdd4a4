import Box from '@mui/material/Box';
import { type DemandGrid, DEMAND_MAX_HEADCOUNT, type DemandRequired, minutesToTime, paintCells } from '@salon/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shifts/week.ts';

/** Hour starts of the week (every day's cells), sorted: the rows of the grid. */
export function hourRows(grid: DemandGrid): number[] {
  return [...new Set(grid.days.flatMap((d) => d.cells.map((c) => c.start)))].sort((a, b) => a - b);
}

/**
 * One skill set's week: a table of hours by days. Each open cell is a number field (the keyboard and screen
 * reader way); dragging across cells with the mouse or a finger paints them with the brush headcount.
 */
export function DemandGridEditor({
  grid,
  required,
  skill,
  brush,
  titles,
  onChange,
}: {
  grid: DemandGrid;
  required: DemandRequired;
  skill: string;
  brush: number;
  /** Per day and cell: how the number came about (forecast), shown on hover. */
  titles?: string[][];
  onChange: (next: DemandRequired) => void;
}) {
  const { t, i18n } = useTranslation('storeDemand');
  /** The cell a drag started on; painting begins once the pointer enters another cell (a click only focuses). */
  const painting = useRef<{ day: number; cell: number; moved: boolean } | null>(null);
  const latest = useRef(required);
  // While a drag paints, this grid is the only writer: a render with a prop the parent has not caught up on yet must
  // not take back the cells already painted (a busy machine lost the first cell of a drag that way).
  if (!painting.current) latest.current = required;
  const paint = (day: number, cell: number) => {
    if (latest.current[skill]?.[day]?.[cell] === brush) return;
    // Kept at once: a fast drag paints several cells before the parent renders again.
    latest.current = paintCells(
      latest.current,
      skill,
      [
        { day, cell },
        { day, cell },
      ],
      brush,
    );
    onChange(latest.current);
  };
  const paintRef = useRef(paint);
  paintRef.current = paint;
  // The cell under the pointer, wherever the drag began (an input, a finger that captured the pointer).
  useEffect(() => {
    const stop = () => {
      painting.current = null;
    };
    const move = (event: PointerEvent) => {
      const from = painting.current;
      if (!from) return;
      const target = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-cell]');
      if (!target?.dataset.cell) return;
      const [day, cell] = target.dataset.cell.split('-').map(Number);
      if (from.day === day && from.cell === cell && !from.moved) return;
      if (!from.moved) paintRef.current(from.day, from.cell);
      from.moved = true;
      paintRef.current(day, cell);
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointermove', move);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointermove', move);
    };
  }, []);
  const rows = hourRows(grid);
  const values = required[skill] ?? [];
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box
        component="table"
        aria-label={t('gridLabel', { skill })}
        sx={{
          borderCollapse: 'collapse',
          touchAction: 'none',
          userSelect: 'none',
          '& th, & td': { border: 1, borderColor: 'divider', p: 0.25, textAlign: 'center' },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{t('hour')}</th>
            {grid.days.map((d) => (
              <th key={d.date} scope="col" style={{ minWidth: 56 }}>
                {formatDay(d.date, i18n.language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((start) => (
            <tr key={start}>
              <th scope="row" style={{ whiteSpace: 'nowrap' }}>
                {minutesToTime(start)}
              </th>
              {grid.days.map((d, day) => {
                const cell = d.cells.findIndex((c) => c.start === start);
                if (cell < 0)
                  return (
                    <td key={d.date} aria-label={t('closed')} style={{ background: 'rgba(0,0,0,0.06)' }}>
                      –
                    </td>
                  );
                const value = values[day]?.[cell] ?? 0;
                return (
                  <td
                    key={d.date}
                    data-cell={`${day}-${cell}`}
                    title={titles?.[day]?.[cell]}
                    onPointerDown={(event) => {
                      painting.current = { day, cell, moved: false };
                      // A dragged mouse must not select text while painting.
                      if (event.pointerType === 'mouse' && !(event.target instanceof HTMLInputElement)) event.preventDefault();
                    }}
                    style={{ background: value ? `rgba(25,118,210,${Math.min(0.12 + value * 0.12, 0.6)})` : undefined }}
                  >
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={DEMAND_MAX_HEADCOUNT}
                      value={value}
                      aria-label={t('cellLabel', { skill, day: formatDay(d.date, i18n.language, 'long'), time: minutesToTime(start) })}
                      onChange={(event) => {
                        const n = Math.max(0, Math.min(DEMAND_MAX_HEADCOUNT, Math.trunc(Number(event.target.value) || 0)));
                        onChange(
                          paintCells(
                            latest.current,
                            skill,
                            [
                              { day, cell },
                              { day, cell },
                            ],
                            n,
                          ),
                        );
                      }}
                      style={{ width: '3.2em', font: 'inherit', textAlign: 'center', background: 'transparent', border: 0 }}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
