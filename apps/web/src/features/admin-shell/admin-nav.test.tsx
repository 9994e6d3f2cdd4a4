// @vitest-environment happy-dom
import { DEFAULT_ROLES, roleControls } from '@salon/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../../testing/i18n.ts';
import { ADMIN_NAV_ITEMS, type AdminNavItem, visibleNavItems } from './admin-nav.ts';
import { AdminNavList } from './components/admin-nav-list.tsx';

function controlsOf(slug: string) {
  const role = DEFAULT_ROLES.find((r) => r.slug === slug);
  if (!role) throw new Error(`no default role ${slug}`);
  return roleControls(role);
}

function renderNav(items: readonly AdminNavItem[]) {
  render(
    <I18nextProvider i18n={testI18n()}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AdminNavList items={items} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getAllByRole('link').map((link) => link.textContent);
}

afterEach(cleanup);

describe('admin navigation', () => {
  it('shows a franchisor the organisation and catalog screens and the SMS dashboard, and a cutter the dashboard, appointments and services', () => {
    expect(renderNav(visibleNavItems(controlsOf('franchisor')))).toEqual([
      'Dashboard',
      'Appointments',
      'Appointment calendar',
      'Brands',
      'Stores',
      'Store demand',
      'Cash drawer',
      'Employee schedule',
      'Manage shifts',
      'Employees',
      'Time cards',
      'Past time cards',
      'Time clock',
      'Face sign-in',
      'Customers',
      'Services',
      'Packages',
      'Products',
      'Inventory',
      'Retail adjustments',
      'Promo codes',
      'Gift cards',
      'Reports',
      'KPI summary',
      'Customer dashboard',
      'Customer retention',
      'SMS dashboard',
      'Messages',
      'Accounting',
      'Store groups',
      'GL accounts',
      'Export to QuickBooks',
      'Roles and permissions',
      'Help articles',
      'Help and support',
      'Contact us',
    ]);
    cleanup();
    expect(renderNav(visibleNavItems(controlsOf('cutter')))).toEqual([
      'Dashboard',
      'Appointments',
      'Appointment calendar',
      'Employee schedule',
      'Time cards',
      'Past time cards',
      'Time clock',
      'Face sign-in',
      'Services',
      'Reports',
      'Messages',
      'Help and support',
      'Contact us',
    ]);
  });

  it('lets super_admin through every available item', () => {
    const items = visibleNavItems({ super_admin: true });
    expect(items.map((i) => i.path)).toEqual(ADMIN_NAV_ITEMS.filter((i) => i.available).map((i) => i.path));
  });

  it('shows nothing without access controls', () => {
    expect(visibleNavItems({})).toEqual([]);
    expect(visibleNavItems(undefined)).toEqual([]);
  });

  it('never links to a route that is not built yet, even when the flags allow it', () => {
    // Every screen of the spec's menu is built now: an item marked unbuilt is still never linked.
    const unbuilt: AdminNavItem = { ...ADMIN_NAV_ITEMS[0], path: '/admin/not-yet', available: false };
    const items = [...ADMIN_NAV_ITEMS, unbuilt];
    expect(visibleNavItems({ super_admin: true }, items).map((item) => item.path)).not.toContain('/admin/not-yet');
    expect(visibleNavItems({ super_admin: true }).every((item) => item.available)).toBe(true);
  });

  it('marks the current page', () => {
    renderNav(visibleNavItems(controlsOf('franchisor')));
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });
});
