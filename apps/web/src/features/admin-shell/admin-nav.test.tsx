// @vitest-environment happy-dom
import { DEFAULT_ROLES, roleControls } from '@salon/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUTTER_MENU, FRANCHISOR_MENU } from '../../../e2e/support/menus.ts';
import { testI18n } from '../../testing/i18n.ts';
import { ADMIN_NAV_ITEMS, type AdminNavItem, visibleNavItems } from './admin-nav.ts';
import { AdminNavList } from './components/admin-nav-list.tsx';
import { useAdminNav } from './use-nav-groups.ts';

function controlsOf(slug: string) {
  const role = DEFAULT_ROLES.find((r) => r.slug === slug);
  if (!role) throw new Error(`no default role ${slug}`);
  return roleControls(role);
}

function Nav({ personId, items }: { personId: string; items: readonly AdminNavItem[] }) {
  return <AdminNavList {...useAdminNav(personId, items)} />;
}

/** The menu as the layout builds it; returns the links shown, in order. */
function renderNav(items: readonly AdminNavItem[], path = '/admin/dashboard', personId = 'person-1') {
  render(
    <I18nextProvider i18n={testI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <Nav personId={personId} items={items} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return links();
}

const links = () => screen.queryAllByRole('link').map((link) => link.textContent);
const areas = () => screen.getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-expanded')]);

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('admin navigation', () => {
  it('shows a franchisor the organisation and catalog screens and the SMS dashboard, and a cutter the dashboard, appointments and services', () => {
    expect(renderNav(visibleNavItems(controlsOf('franchisor')))).toEqual(FRANCHISOR_MENU);
    expect(areas().map(([name]) => name)).toEqual([
      'Front desk',
      'People',
      'Catalog and stock',
      'Money',
      'Reports',
      'Accounting',
      'Settings',
    ]);
    cleanup();
    expect(renderNav(visibleNavItems(controlsOf('cutter')))).toEqual(CUTTER_MENU);
    // A cutter holds nothing of Money or Accounting: those areas are not shown at all.
    expect(areas().map(([name]) => name)).toEqual(['Front desk', 'People', 'Catalog and stock', 'Reports', 'Settings']);
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

  it('marks the current page, and only the most specific item when a parent path matches too', () => {
    renderNav(visibleNavItems(controlsOf('franchisor')), '/admin/store/manage-shifts');
    expect(screen.getByRole('link', { name: 'Manage shifts' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Stores' }).getAttribute('aria-current')).toBe('false');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('closes an area on its button and keeps it closed for that person after a reload, not for another person', async () => {
    const items = visibleNavItems(controlsOf('franchisor'));
    renderNav(items, '/admin/dashboard', 'ana');
    fireEvent.click(screen.getByRole('button', { name: 'Money' }));
    expect(areas()).toContainEqual(['Money', 'false']);
    await waitFor(() => expect(links()).not.toContain('Cash drawer'));
    expect(links()).toContain('Reports');
    cleanup();
    renderNav(items, '/admin/dashboard', 'ana');
    expect(areas()).toContainEqual(['Money', 'false']);
    expect(links()).not.toContain('Cash drawer');
    cleanup();
    renderNav(items, '/admin/dashboard', 'ben');
    expect(areas()).toContainEqual(['Money', 'true']);
    expect(links()).toContain('Cash drawer');
  });

  it('shows the state of the person now signed in when the person changes without a reload (assume role)', () => {
    window.localStorage.setItem('adminNavClosedGroups', JSON.stringify({ ben: ['reports'] }));
    const items = visibleNavItems(controlsOf('franchisor'));
    const view = (personId: string) => (
      <I18nextProvider i18n={testI18n()}>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <Nav personId={personId} items={items} />
        </MemoryRouter>
      </I18nextProvider>
    );
    const { rerender } = render(view('ana'));
    expect(areas()).toContainEqual(['Reports', 'true']);
    rerender(view('ben'));
    expect(areas()).toContainEqual(['Reports', 'false']);
  });

  it('opens the area holding the page shown, even when the person had closed it', () => {
    window.localStorage.setItem('adminNavClosedGroups', JSON.stringify({ ana: ['money', 'reports'] }));
    renderNav(visibleNavItems(controlsOf('franchisor')), '/admin/store/cash-drawer', 'ana');
    expect(areas()).toContainEqual(['Money', 'true']);
    expect(areas()).toContainEqual(['Reports', 'false']);
    expect(screen.getByRole('link', { name: 'Cash drawer' }).getAttribute('aria-current')).toBe('page');
    expect(JSON.parse(window.localStorage.getItem('adminNavClosedGroups') ?? '{}')).toEqual({ ana: ['reports'] });
  });
});
