import { describe, expect, it } from 'vitest';
import { storeConfigSlice, timeScaleChosen } from './store-config-slice.ts';

const reduce = storeConfigSlice.reducer;

describe('storeConfig time scale (issue 23)', () => {
  it('keeps a scale per person', () => {
    let state = reduce(undefined, timeScaleChosen({ personId: 'ana', scale: 5 }));
    state = reduce(state, timeScaleChosen({ personId: 'ben', scale: 20 }));
    expect(state.timeScaleByPerson).toEqual({ ana: 5, ben: 20 });
    state = reduce(state, timeScaleChosen({ personId: 'ana', scale: 10 }));
    expect(state.timeScaleByPerson).toEqual({ ana: 10, ben: 20 });
  });

  it.each([[7], [0], [30], [15.5]])('refuses %s minutes (only 5, 10, 15 and 20)', (scale) => {
    const state = reduce(undefined, timeScaleChosen({ personId: 'ana', scale }));
    expect(state.timeScaleByPerson).toEqual({});
  });

  it('needs a person', () => {
    expect(reduce(undefined, timeScaleChosen({ personId: '', scale: 5 })).timeScaleByPerson).toEqual({});
  });

  it('an older persisted state without scales still takes one', () => {
    const state = reduce({ weekStart: 1, calendarView: 'week' }, timeScaleChosen({ personId: 'ana', scale: 15 }));
    expect(state).toEqual({ weekStart: 1, calendarView: 'week', timeScaleByPerson: { ana: 15 } });
  });
});
