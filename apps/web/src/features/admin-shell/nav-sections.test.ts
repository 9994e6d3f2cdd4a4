// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_GROUPS, ADMIN_NAV_ITEMS, type AdminNavItem } from './admin-nav.ts';
import { currentNavItem, type GoToEntry, movedOption, navSections, parseClosedGroups, searchGoTo } from './nav-sections.ts';
import { isGoToShortcut } from './use-go-to-shortcut.ts';

const item = (path: string, group: AdminNavItem['group']): AdminNavItem => ({
  labelKey: 'nav.dashboard',
  group,
  path,
  flags: [],
  available: true,
});

const entry = (label: string, groupLabel: string): GoToEntry => ({ item: item(`/admin/${label}`, 'money'), label, groupLabel });

describe('navSections', () => {
  it('lists areas in menu order, items in their own order, and leaves out areas without items', () => {
    const items = [item('/a', 'settings'), item('/b', 'frontDesk'), item('/c', 'settings'), item('/d', 'money')];
    expect(navSections(items).map((s) => [s.group, s.items.map((i) => i.path)])).toEqual([
      ['frontDesk', ['/b']],
      ['money', ['/d']],
      ['settings', ['/a', '/c']],
    ]);
    expect(navSections([])).toEqual([]);
  });

  it('keeps the menu data in area order, so the grouped menu reads the list top to bottom', () => {
    const order = ADMIN_NAV_ITEMS.map((i) => ADMIN_NAV_GROUPS.indexOf(i.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(ADMIN_NAV_ITEMS.map((i) => i.group))).toEqual(new Set(ADMIN_NAV_GROUPS));
  });
});

describe('currentNavItem', () => {
  const items = [item('/admin/store', 'settings'), item('/admin/store/manage-shifts', 'people'), item('/admin/dashboard', 'frontDesk')];
  it.each([
    ['/admin/store', '/admin/store'],
    ['/admin/store/42', '/admin/store'],
    ['/admin/store/manage-shifts', '/admin/store/manage-shifts'],
    ['/admin/store/manage-shifts/week', '/admin/store/manage-shifts'],
    ['/admin/storefront', undefined],
    ['/admin/nowhere', undefined],
  ])('on %s marks %s', (pathname, expected) => {
    expect(currentNavItem(items, pathname)?.path).toBe(expected);
  });
});

describe('parseClosedGroups', () => {
  it.each([
    [
      ['money', 'reports'],
      ['money', 'reports'],
    ],
    [
      ['reports', 'nonsense', 'money'],
      ['money', 'reports'],
    ],
    ['money', []],
    [null, []],
    [undefined, []],
  ])('reads %j as %j', (stored, expected) => {
    expect(parseClosedGroups(stored)).toEqual(expected);
  });
});

describe('searchGoTo', () => {
  const entries = [
    entry('Cash drawer', 'Money'),
    entry('Customers', 'Front desk'),
    entry('Customer dashboard', 'Reports'),
    entry('Reports', 'Reports'),
    entry('Crédito de clientes', 'Dinero'),
    entry('Gift cards', 'Money'),
  ];
  const labels = (query: string) => searchGoTo(entries, query).map((e) => e.label);

  it.each([
    ['', entries.map((e) => e.label)],
    ['   ', entries.map((e) => e.label)],
    ['cash', ['Cash drawer']],
    ['CASH dr', ['Cash drawer']],
    ['drawer', ['Cash drawer']],
    ['awer', []],
    ['cust', ['Customers', 'Customer dashboard']],
    ['cust dash', ['Customer dashboard']],
    // The area's name finds its pages, after the pages named so.
    ['reports', ['Reports', 'Customer dashboard']],
    ['money', ['Cash drawer', 'Gift cards']],
    ['money gift', ['Gift cards']],
    ['credito', ['Crédito de clientes']],
    ['zzz', []],
  ])('"%s" finds %j', (query, expected) => {
    expect(labels(query)).toEqual(expected);
  });
});

describe('movedOption', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', 1, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['Home', 2, 3, null],
    ['End', 0, 3, null],
    ['ArrowDown', 0, 0, null],
    ['a', 1, 3, null],
    ['Enter', 1, 3, null],
  ])('%s from %i of %i → %s', (key, active, count, expected) => {
    expect(movedOption(key, active, count)).toBe(expected);
  });
});

describe('isGoToShortcut', () => {
  const press = (key: string, extra: Partial<KeyboardEvent> & { target?: EventTarget | null } = {}) =>
    isGoToShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: document.body, ...extra });
  const inside = (html: string, selector: string) => {
    document.body.innerHTML = html;
    return document.querySelector(selector);
  };

  it.each([
    ['Ctrl+K', true, press('k', { ctrlKey: true })],
    ['Cmd+K', true, press('k', { metaKey: true })],
    ['Ctrl+Shift+K (caps)', true, press('K', { ctrlKey: true })],
    ['Ctrl+Alt+K', false, press('k', { ctrlKey: true, altKey: true })],
    ['Ctrl+K already handled by the screen', false, press('k', { ctrlKey: true, defaultPrevented: true })],
    ['Ctrl+K in a field', true, press('k', { ctrlKey: true, target: inside('<input id="f">', '#f') })],
    [
      'Ctrl+K inside another dialog',
      press('k', { ctrlKey: true, target: inside('<div role="dialog"><button id="b">x</button></div>', '#b') }),
      false,
    ],
    ['/ on the page', true, press('/')],
    ['/ in a field', false, press('/', { target: inside('<input id="f">', '#f') })],
    ['/ in a text area', false, press('/', { target: inside('<textarea id="f"></textarea>', '#f') })],
    ['/ in a menu', false, press('/', { target: inside('<ul role="menu"><li id="m" role="menuitem">a</li></ul>', '#m') })],
    ['Ctrl+/', false, press('/', { ctrlKey: true })],
    // The calendar's own single keys stay the calendar's.
    ['t', false, press('t')],
    ['n', false, press('n')],
    ['w', false, press('w')],
    ['?', false, press('?')],
    ['k alone', false, press('k')],
  ])('%s → %s', (_name, expected, actual) => {
    expect(actual).toBe(expected);
  });
});
