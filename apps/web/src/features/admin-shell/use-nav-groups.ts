import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { readStorage, writeStorage } from '../../app/storage.ts';
import type { AdminNavGroup, AdminNavItem } from './admin-nav.ts';
import { currentNavItem, navSections, parseClosedGroups } from './nav-sections.ts';

type ClosedByPerson = Record<string, unknown>;

function readAll(): ClosedByPerson {
  try {
    const parsed: unknown = JSON.parse(readStorage('adminNavClosedGroups') ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ClosedByPerson) : {};
  } catch {
    return {};
  }
}

function save(personId: string, closed: readonly AdminNavGroup[]): void {
  writeStorage('adminNavClosedGroups', JSON.stringify({ ...readAll(), [personId]: closed }));
}

/**
 * Which menu areas are open for this person: all open until they close one, remembered in this browser per person.
 * The area holding the page shown opens itself whenever the person lands on a page of it.
 */
export function useNavGroups(personId: string, currentGroup: AdminNavGroup | undefined) {
  const [closed, setClosed] = useState<AdminNavGroup[]>(() => parseClosedGroups(readAll()[personId]));
  // Acting as someone else (assume role) shows that person's menu state, not the last one's.
  const [owner, setOwner] = useState(personId);
  if (owner !== personId) {
    setOwner(personId);
    setClosed(parseClosedGroups(readAll()[personId]));
  }

  const update = useCallback(
    (change: (before: AdminNavGroup[]) => AdminNavGroup[]) =>
      setClosed((before) => {
        const after = change(before);
        if (after !== before) save(personId, after);
        return after;
      }),
    [personId],
  );

  useEffect(() => {
    if (currentGroup) update((before) => (before.includes(currentGroup) ? before.filter((g) => g !== currentGroup) : before));
  }, [currentGroup, update]);

  const toggle = useCallback(
    (group: AdminNavGroup) => update((before) => (before.includes(group) ? before.filter((g) => g !== group) : [...before, group])),
    [update],
  );
  const isOpen = useCallback((group: AdminNavGroup) => !closed.includes(group), [closed]);
  return { isOpen, toggle };
}

/** What the menu needs for this person's items on the page shown: areas, the current page, open and closed areas. */
export function useAdminNav(personId: string, items: readonly AdminNavItem[]) {
  const sections = useMemo(() => navSections(items), [items]);
  const { pathname } = useLocation();
  const current = currentNavItem(items, pathname);
  const { isOpen, toggle } = useNavGroups(personId, current?.group);
  return { sections, currentPath: current?.path, isOpen, onToggle: toggle };
}
