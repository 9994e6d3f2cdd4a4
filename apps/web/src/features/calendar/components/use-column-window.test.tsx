// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ColumnDrawing, ColumnDrawingContext, WindowedColumn } from './use-column-window.tsx';

const at = (h: number, m: number) => new Date(2026, 10, 30, h, m);
/** Two rows of the 10-minute scale: 10:00 and 10:05, 10:10 and 10:15. */
const slotMetrics = {
  groups: [
    [at(10, 0), at(10, 5)],
    [at(10, 10), at(10, 15)],
  ],
};
const drawing: ColumnDrawing = {
  drawn: new Set(['dana']),
  slotClass: (d, resourceId) => (resourceId === 'dana' && d.getMinutes() === 5 ? 'calendar-off-shift' : undefined),
};

/** A column as react-big-calendar builds it: its own slot groups (an array) first, then the events container. */
function column(resource: string | undefined) {
  return render(
    <ColumnDrawingContext.Provider value={drawing}>
      <WindowedColumn className="rbc-day-slot" date={at(0, 0)} resource={resource} slotMetrics={slotMetrics}>
        {[[<div key="lib" className="library-slot-group" />], <div key="events" className="rbc-events-container" />]}
      </WindowedColumn>
    </ColumnDrawingContext.Provider>,
  ).container;
}

afterEach(cleanup);

describe('WindowedColumn', () => {
  it('draws a drawn column’s 5-minute slots itself, shaded, in place of the library’s', () => {
    const root = column('dana');
    expect(root.querySelector('.library-slot-group')).toBeNull();
    const groups = [...root.querySelectorAll('.rbc-day-slot > .rbc-timeslot-group')];
    expect(groups).toHaveLength(2);
    expect(groups.map((g) => [...g.children].map((s) => s.className))).toEqual([
      ['rbc-time-slot', 'rbc-time-slot calendar-off-shift'],
      ['rbc-time-slot', 'rbc-time-slot'],
    ]);
    expect(root.querySelector('.rbc-day-slot > .rbc-events-container')).not.toBeNull();
  });

  it('draws no slots in a column off screen, and keeps its events container', () => {
    const root = column('marcus');
    expect(root.querySelectorAll('.rbc-timeslot-group')).toHaveLength(0);
    expect(root.querySelector('.library-slot-group')).toBeNull();
    expect(root.querySelector('.rbc-events-container')).not.toBeNull();
  });

  it('draws every column of the week view (no resource)', () => {
    const root = column(undefined);
    expect(root.querySelectorAll('.rbc-time-slot')).toHaveLength(4);
  });
});
