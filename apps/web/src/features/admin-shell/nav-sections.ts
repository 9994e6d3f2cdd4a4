// The grouping, current-page and "go to" search rules of the admin menu (issue 15), without React.
import { ADMIN_NAV_GROUPS, type AdminNavGroup, type AdminNavItem } from './admin-nav.ts';

export interface NavSection {
  group: AdminNavGroup;
  items: AdminNavItem[];
}

/** The person's items under their areas, areas in menu order; an area with none of their items is left out. */
export function navSections(items: readonly AdminNavItem[]): NavSection[] {
  return ADMIN_NAV_GROUPS.map((group) => ({ group, items: items.filter((item) => item.group === group) })).filter(
    (section) => section.items.length > 0,
  );
}

/** The item of the page shown: the most specific path wins (/admin/store/manage-shifts is not "Stores" too). */
export function currentNavItem(items: readonly AdminNavItem[], pathname: string): AdminNavItem | undefined {
  const matches = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return items.filter((item) => matches(item.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** Closed areas as read back from storage: only known area names survive a hand-edited or old value. */
export function parseClosedGroups(value: unknown): AdminNavGroup[] {
  if (!Array.isArray(value)) return [];
  return ADMIN_NAV_GROUPS.filter((group) => value.includes(group));
}

/** One line of the "go to" list: the page with its label and its area's label in the person's language. */
export interface GoToEntry {
  item: AdminNavItem;
  label: string;
  groupLabel: string;
}

/** Lower case without accents, so "credito" finds "Crédito". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The pages matching what the person typed: every word must start a word of the page's label or its area's label.
 * Pages whose own label matches come first, then those found by their area; menu order within each. Empty query: all.
 */
export function searchGoTo(entries: readonly GoToEntry[], query: string): GoToEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const startsAWord = (text: string, word: string) =>
    fold(text)
      .split(/[\s/-]+/)
      .some((part) => part.startsWith(word));
  const rank = (entry: GoToEntry): number | null => {
    if (words.every((word) => startsAWord(entry.label, word))) return 0;
    if (words.every((word) => startsAWord(entry.label, word) || startsAWord(entry.groupLabel, word))) return 1;
    return null;
  };
  const ranked = entries.map((entry) => ({ entry, rank: rank(entry) })).filter((row) => row.rank !== null);
  return ranked.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((row) => row.entry);
}

/**
 * The option chosen after an arrow key in a list of `count` (wrapping round); null for other keys. Home and End stay
 * the text field's, as in the ARIA combobox pattern.
 */
export function movedOption(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  if (key === 'ArrowDown') return active >= last ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? last : active - 1;
  return null;
}
