import { AREA_OF_FLAG, isPermissionFlag, type AccessControls } from './permission-flags.ts';

const SUPER_ADMIN = 'super_admin';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every key whose value is `true`, at any nesting level (the spec's check reads flags wherever they sit). */
export function flagsOf(controls: unknown): Set<string> {
  const flags = new Set<string>();
  const seen = new WeakSet<object>();
  const walk = (node: unknown): void => {
    if (!isRecord(node) || seen.has(node)) return;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      if (value === true) flags.add(key);
      else walk(value);
    }
  };
  walk(controls);
  return flags;
}

/**
 * Spec section 6: passes when super_admin is true or any of `required` is true at any level.
 * Missing, empty or malformed controls fail. An empty `required` list means "any employee holding at least one flag".
 */
export function hasAccess(controls: unknown, required: readonly string[]): boolean {
  const flags = flagsOf(controls);
  if (flags.has(SUPER_ADMIN)) return true;
  if (required.length === 0) return flags.size > 0;
  return required.some((flag) => flags.has(flag));
}

/** Nests catalogue flags by area; `super_admin` goes to the top level. Unknown flags throw. */
export function controlsFromFlags(flags: Iterable<string>): AccessControls {
  const controls: AccessControls = {};
  for (const flag of flags) {
    if (flag === SUPER_ADMIN) {
      controls.super_admin = true;
      continue;
    }
    if (!isPermissionFlag(flag)) throw new Error(`Unknown permission flag: ${flag}`);
    const area = AREA_OF_FLAG[flag];
    const existing = controls[area];
    controls[area] = { ...(isRecord(existing) ? existing : {}), [flag]: true };
  }
  return controls;
}

function trueEntries(record: Record<string, unknown>): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(record)) if (value === true) out[key] = true;
  return out;
}

/** Union of several controls (an employee's roles), keeping only true values. */
export function mergeControls(...list: readonly AccessControls[]): AccessControls {
  const merged: AccessControls = {};
  for (const controls of list) {
    for (const [key, value] of Object.entries(controls)) {
      const existing = merged[key];
      if (value === true) merged[key] = true;
      else if (isRecord(value) && existing !== true) {
        const area = { ...(isRecord(existing) ? existing : {}), ...trueEntries(value) };
        if (Object.keys(area).length > 0) merged[key] = area;
      }
    }
  }
  return merged;
}

/** True when `granter` holds every flag of `grant` (who may hand out a role); super_admin holds everything. */
export function holdsAll(granter: AccessControls, grant: AccessControls): boolean {
  const held = flagsOf(granter);
  if (held.has(SUPER_ADMIN)) return true;
  for (const flag of flagsOf(grant)) if (!held.has(flag)) return false;
  return true;
}
