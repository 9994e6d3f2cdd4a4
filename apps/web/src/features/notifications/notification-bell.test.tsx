// @vitest-environment happy-dom
import Badge from '@mui/material/Badge';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../../testing/i18n.ts';
import { BELL_BADGE_MAX, unreadAsShown } from './notification-bell.tsx';

afterEach(cleanup);

// The bell's name holds the text its badge shows (WCAG 2.5.3 label in name): above the badge's cap MUI shows "99+",
// and a name that said "120 unread" failed axe's label-content-name-mismatch.
describe('the notification bell', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [120, '99+'],
  ])('with %i unread, its badge reads %s and its name holds it', (unread, shown) => {
    const { container } = render(
      <Badge badgeContent={unread} max={BELL_BADGE_MAX}>
        <span />
      </Badge>,
    );
    expect(container.querySelector('.MuiBadge-badge')?.textContent).toBe(shown);
    expect(unreadAsShown(unread)).toBe(shown);
    expect(testI18n().t('notifications:bellUnread', { shown: unreadAsShown(unread) })).toBe(`Notifications, ${shown} unread`);
  });
});
