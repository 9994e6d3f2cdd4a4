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
      'SMS dashboard',
      'Messages',
      'Accounting',
      'Store groups',
      'GL accounts',
      'Export to QuickBooks',
      'Roles and permissions',
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
    const all = visibleNavItems({ super_admin: true });
    expect(all.every((item) => item.available)).toBe(true);
    expect(all.some((item) => item.path === '/admin/help-and-support')).toBe(false);
  });

  it('marks the current page', () => {
    renderNav(visibleNavItems(controlsOf('franchisor')));
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });
});
