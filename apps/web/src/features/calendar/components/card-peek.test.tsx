// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent, CalendarResource } from '../calendar.api.ts';
import { CardPeek } from './card-peek.tsx';
import { type CalEvent, localizerFor } from './calendar-view.tsx';
import { CardContext, type CardWords } from './event-card.tsx';

const words = {
  status: (s) => (s === 'booked' ? 'Booked' : s),
  source: (s) => (s === 'phone' ? 'Phone' : s),
  payment: () => 'Unpaid',
  firstVisit: 'New',
  firstVisitSpoken: 'first visit',
  pinnedNote: 'Pinned note',
  timeOff: 'Time off',
  repeat: () => 'Every 3 weeks · 2 of 6',
} satisfies CardWords;
const source = {
  kind: 'appointment',
  status: 'booked',
  source: 'phone',
  customerName: 'Jordan Rivers',
  services: 'Wicker Cut',
  firstVisit: true,
  pinnedNote: true,
  notes: 'Likes it short at the back',
  beverage: 'Latte',
  music: null,
  repeat: null,
} as unknown as CalendarEvent;
const jordan = {
  id: 'a1',
  title: 'Jordan Rivers',
  resourceId: 'dana',
  start: new Date(2026, 10, 30, 15, 0),
  end: new Date(2026, 10, 30, 15, 30),
  prefs: 'Booked · Latte',
  source,
} as CalEvent;
const resources = [{ id: 'dana', name: 'Dana' }] as CalendarResource[];

function renderCalendar() {
  render(
    <CardContext.Provider value={{ words, loads: new Map() }}>
      <CardPeek events={[jordan]} resources={resources} localizer={localizerFor(0)}>
        <button type="button" className="rbc-event" aria-label="Jordan's card">
          <span data-event-id="a1">Jordan Rivers</span>
        </button>
        <button type="button">Elsewhere</button>
      </CardPeek>
    </CardContext.Provider>,
  );
  return screen.getByRole('button', { name: "Jordan's card" });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CardPeek', () => {
  it('shows the card’s details at once when the card has the keyboard focus, and hides them when it leaves', () => {
    const card = renderCalendar();
    expect(screen.queryByTestId('card-peek')).toBeNull();
    fireEvent.focus(card);
    const peek = screen.getByTestId('card-peek');
    expect([...peek.children].map((line) => line.textContent)).toEqual([
      'Jordan Rivers · New',
      '3:00 PM – 3:30 PM · Dana',
      '● Booked · Latte',
      'Wicker Cut',
      'Phone · Unpaid',
      'Pinned note',
      'Likes it short at the back',
    ]);
    fireEvent.blur(card);
    expect(screen.queryByTestId('card-peek')).toBeNull();
  });

  it('shows them after a short rest of the pointer, and not for a pass over the card', () => {
    vi.useFakeTimers();
    const card = renderCalendar();
    fireEvent.mouseOver(card.firstElementChild as Element);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('card-peek')).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByTestId('card-peek').textContent).toContain('Likes it short at the back');
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByTestId('card-peek')).toBeNull();
  });
});
