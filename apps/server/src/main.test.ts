import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('main.ts start-up', () => {
  it('stops with a non-zero exit and names the variable when the environment is wrong', () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: 'abc',
      SEED_DEMO: 'false',
      DATA_DIR: '/nonexistent/never-used',
    };
    const result = spawnSync('npx', ['tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stderr).toMatch(/\bPORT\b/);
    expect(result.stdout).not.toMatch(/running at/);
  }, 90_000);
});
