// ARCHITECTURE.md: config.ts validates the environment once and nothing else reads process.env; logs go through
// the app's logger. Production code is searched for both (tests and the test harness are left out).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'migrations' ? [] : productionFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|-test-[\w-]+\.ts$|test-data\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The lines of production files that match, as "file:line: text", except in the files allowed to. */
function linesMatching(pattern: RegExp, allowed: string[]): string[] {
  return productionFiles(root).flatMap((file) => {
    const name = path.relative(root, file);
    if (allowed.includes(name)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : []));
  });
}

describe('production code', () => {
  it('finds the production files', () => {
    const names = productionFiles(root).map((f) => path.relative(root, f));
    expect(names).toEqual(expect.arrayContaining(['config.ts', 'main.ts', 'modules/checkout/payments.service.ts']));
    expect(names.filter((n) => n.includes('test'))).toEqual([]);
  });

  it('reads the environment only in config.ts', () => {
    expect(linesMatching(/process\.env\b/, ['config.ts'])).toEqual([]);
  });

  it('logs through the app logger, not the console (main.ts prints start-up failures and the demo sign-ins)', () => {
    // workers.ts prints outbox messages to the terminal outside production, as the README describes.
    expect(linesMatching(/\bconsole\.(log|warn|error|info|debug)\b/, ['main.ts', 'platform/jobs/workers.ts'])).toEqual([]);
  });
});
