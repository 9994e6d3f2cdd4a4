// Wire types come only from @salon/shared: a request body the web describes itself drifts from the server's schema
// unnoticed. This fails when a feature's *.api.ts declares its own object type (interface or type literal).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = path.join(import.meta.dirname, '..', 'features');

/** Argument shapes that are no request body: values the endpoint spreads into its path or query string. */
const NOT_BODIES: Record<string, string> = {
  CalendarArgs: 'calendar.api.ts: path and query of Calendar/Store (the cache key)',
  DashboardArgs: 'appointments.api.ts: query of Appointment/Dashboard',
  StockChange: 'inventory.api.ts: the stock item id (path) around a body typed from @salon/shared',
};

function apiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? apiFiles(full) : entry.name.endsWith('.api.ts') ? [full] : [];
  });
}

/** "file: Name" for every object type a source declares itself. */
export function ownObjectTypes(file: string, text: string): string[] {
  const found = [
    ...text.matchAll(/^(?:export\s+)?interface\s+(\w+)/gm),
    ...text.matchAll(/^(?:export\s+)?type\s+(\w+)(?:<[^>]*>)?\s*=\s*\{/gm),
  ].map((m) => m[1]);
  return found.filter((name) => !(name in NOT_BODIES)).map((name) => `${file}: ${name}`);
}

describe('web request types', () => {
  it('finds the feature API files', () => {
    expect(apiFiles(featuresDir).length).toBeGreaterThan(10);
  });

  it('declares no request type of its own in any *.api.ts (import it from @salon/shared)', () => {
    const own = apiFiles(featuresDir).flatMap((file) => ownObjectTypes(path.relative(featuresDir, file), readFileSync(file, 'utf8')));
    expect(own).toEqual([]);
  });

  it('catches a hand-copied body (the check can fail)', () => {
    const copied = 'export interface BlockCreate {\n  storeId: string;\n}\ntype Search = { page: number };\n';
    expect(ownObjectTypes('x.api.ts', copied)).toEqual(['x.api.ts: BlockCreate', 'x.api.ts: Search']);
  });
});
