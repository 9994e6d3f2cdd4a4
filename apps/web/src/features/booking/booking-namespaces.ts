/**
 * Labels of the booking page and of the panels it shows later (the waitlist panel appears once a service is
 * chosen); its route loads them with the page (app/route-namespaces.ts), so the panel never suspends the page.
 */
export const BOOK_APPOINTMENT_NAMESPACES = ['booking', 'waitlist'] as const;
