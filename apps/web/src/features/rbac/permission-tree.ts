import { PERMISSION_AREAS, controlsFromFlags, flagsOf } from '@salon/shared';
import type { AccessControls } from '@salon/shared';

/** One area's state in the tree: how many of its flags are on, and how many the editor may change. */
export interface AreaState {
  checked: number;
  grantable: number;
  total: number;
}

/** The flags the person may grant: the ones they hold (super_admin holds them all). */
export function grantableFlags(controls: unknown): Set<string> {
  const held = flagsOf(controls);
  if (held.has('super_admin')) return new Set(PERMISSION_AREAS.flatMap((area) => area.flags.map((flag) => flag.key)));
  return held;
}

export function areaState(areaKey: string, selected: ReadonlySet<string>, grantable: ReadonlySet<string>): AreaState {
  const area = PERMISSION_AREAS.find((a) => a.key === areaKey);
  const flags = area?.flags.map((flag) => flag.key) ?? [];
  return {
    checked: flags.filter((flag) => selected.has(flag)).length,
    grantable: flags.filter((flag) => grantable.has(flag)).length,
    total: flags.length,
  };
}

/**
 * "Select all" of an area: turns on every grantable flag of it, or, when they are all on already,
 * turns them off. Flags the person does not hold are never touched.
 */
export function toggleArea(areaKey: string, selected: ReadonlySet<string>, grantable: ReadonlySet<string>): Set<string> {
  const area = PERMISSION_AREAS.find((a) => a.key === areaKey);
  const flags = (area?.flags.map((flag) => flag.key) ?? []).filter((flag) => grantable.has(flag));
  const allOn = flags.every((flag) => selected.has(flag));
  const next = new Set(selected);
  for (const flag of flags) {
    if (allOn) next.delete(flag);
    else next.add(flag);
  }
  return next;
}

export function toggleFlag(flag: string, selected: ReadonlySet<string>, grantable: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (!grantable.has(flag)) return next;
  if (next.has(flag)) next.delete(flag);
  else next.add(flag);
  return next;
}

/** The tree the server takes: { [area]: { [flag]: true } }. */
export function treeOf(selected: ReadonlySet<string>): AccessControls {
  return controlsFromFlags([...selected].filter((flag) => flag !== 'super_admin'));
}
