// react-big-calendar's look inside the MUI theme: readable in light and dark and with forced colours, visible
// focus, blocks hatched, closed and off-shift time shaded, cards that keep the customer's name on one line.
const hatch = (alpha: number) => `repeating-linear-gradient(45deg, transparent 0 6px, rgba(127,127,127,${alpha}) 6px 12px)`;
const line = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export function calendarSx(rowPx: number) {
  return {
    '& .rbc-calendar': { fontFamily: 'inherit', color: 'text.primary' },
    '& .rbc-time-view, & .rbc-header, & .rbc-time-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-header-content, & .rbc-time-content > * + * > *':
      { borderColor: 'divider' },
    '& .rbc-timeslot-group': { minHeight: rowPx },
    // The library paints the gutters white; the theme may be dark.
    '& .rbc-time-gutter, & .rbc-time-header-gutter, & .rbc-time-view-resources .rbc-time-gutter, & .rbc-time-view-resources .rbc-time-header-gutter':
      { bgcolor: 'background.paper' },
    // No all-day appointments in a salon: the empty all-day row goes.
    '& .rbc-allday-cell': { display: 'none' },
    '& .rbc-time-header-content > .rbc-row.rbc-row-resource': { borderBottom: 0 },
    '& .rbc-header': { py: 0.5, fontWeight: 600 },
    '& .rbc-label': { fontSize: 12, color: 'text.secondary' },
    '& .rbc-today': { bgcolor: 'transparent' },
    '& .rbc-event': { borderRadius: 1, px: 0.5, py: 0.25, borderLeftWidth: 4, borderLeftStyle: 'solid' },
    '& .rbc-event:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1 },
    // The time range stays in the accessible name but not on the card: the card's lines are the customer's.
    '& .rbc-day-slot .rbc-event-label': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& .rbc-event-content': { minWidth: 0 },
    // While dragging, the preview shows the target time; a spot that is taken is marked before the drop.
    '& .rbc-addons-dnd-drag-preview .rbc-event-label': { position: 'static', width: 'auto', height: 'auto', clip: 'auto', fontWeight: 700 },
    '& .rbc-addons-dnd-drag-preview.calendar-drop-refused': { outline: '3px dashed', outlineColor: 'error.main', opacity: 0.8 },
    '& .calendar-event-body': { display: 'block', lineHeight: 1.25, fontSize: 12 },
    '& .calendar-event-title': { fontWeight: 600 },
    '& .calendar-chat-marker': { color: 'inherit', fontSize: '0.9em', flexShrink: 0 },
    '& .calendar-card': { display: 'block', lineHeight: 1.3, fontSize: 12 },
    '& .calendar-card-line': line,
    '& .calendar-card-name': { display: 'flex', alignItems: 'baseline', gap: '4px', minWidth: 0 },
    '& .calendar-card-name .calendar-event-title': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
    '& .calendar-card-pin': { flexShrink: 0, width: 13, height: 13, alignSelf: 'center', fill: 'currentColor' },
    '& .calendar-card-glyph': { display: 'inline-block', minWidth: '1.1em', fontWeight: 700 },
    '& .calendar-card-compact-only': { display: 'none' },
    '& .calendar-card-meta': { opacity: 0.92, fontSize: 11 },
    '& .calendar-badge': {
      flexShrink: 0,
      fontSize: 10,
      fontWeight: 700,
      px: '4px',
      borderRadius: '8px',
      bgcolor: '#fff',
      color: '#1f2937',
      border: '1px solid currentColor',
    },
    // 15 minutes or less: one line, glyph, name, then the status word as far as it fits.
    '& .calendar-card-compact': { fontSize: 11, lineHeight: 1.15 },
    '& .calendar-card-compact .calendar-card-compact-only': { display: 'inline', flexShrink: 0 },
    '& .calendar-card-compact .calendar-card-status-inline': { flexShrink: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .calendar-card-compact .calendar-card-line:not(.calendar-card-name)': { display: 'none' },
    '& .calendar-card-compact .calendar-badge': { display: 'none' },
    '& .rbc-day-slot .rbc-event.calendar-event-compact': { py: 0, minHeight: 14 },
    '& .calendar-visually-hidden': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& .calendar-resource': { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '6px', py: 0.25, minWidth: 0 },
    '& .calendar-initials': {
      flexShrink: 0,
      width: 28,
      height: 28,
      borderRadius: '50%',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: 12,
      border: '3px solid',
      bgcolor: 'action.selected',
    },
    '& .calendar-photo': { objectFit: 'cover', boxSizing: 'border-box' },
    '& .calendar-resource-text': { display: 'flex', flexDirection: 'column', minWidth: 0, textAlign: 'left' },
    '& .calendar-resource-name': line,
    '& .calendar-resource-load': { ...line, fontSize: 11, fontWeight: 400, color: 'text.secondary' },
    '& .calendar-block': {
      color: 'text.primary',
      bgcolor: 'action.selected',
      border: '1px dashed',
      borderColor: 'text.secondary',
      backgroundImage: hatch(0.18),
    },
    // Time off sits behind the events, hatched, with its label.
    '& .rbc-background-event.calendar-timeoff': {
      bgcolor: 'action.hover',
      color: 'text.primary',
      border: '1px dashed',
      borderColor: 'text.secondary',
      backgroundImage: hatch(0.28),
      opacity: 1,
      pointerEvents: 'none',
    },
    '& .calendar-timeoff-label': { fontSize: 11, fontWeight: 600 },
    // Outside the store's hours, and outside the cutter's published shift: shaded, not bookable-looking.
    '& .rbc-day-slot .calendar-closed': { bgcolor: 'action.disabledBackground' },
    '& .rbc-day-slot .calendar-off-shift': { bgcolor: 'action.hover', backgroundImage: hatch(0.12) },
    '& .rbc-day-slot .calendar-slot-selected': { bgcolor: 'primary.main', opacity: 0.35 },
    '& .rbc-current-time-indicator': { bgcolor: 'error.main', height: 2, zIndex: 4 },
    '& .rbc-slot-selection': { bgcolor: 'primary.main', color: 'primary.contrastText' },
    '@media (forced-colors: active)': {
      '& .rbc-event': { border: '2px solid CanvasText', forcedColorAdjust: 'auto' },
      '& .rbc-current-time-indicator': { bgcolor: 'Highlight' },
      '& .rbc-day-slot .calendar-off-shift, & .rbc-day-slot .calendar-closed': { backgroundImage: hatch(0.5), forcedColorAdjust: 'none' },
    },
  } as const;
}
