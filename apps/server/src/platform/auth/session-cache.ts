import type { AuthChange } from './auth-events.ts';
import type { Actor } from './actor.ts';

export interface CachedSession {
  actor: Actor;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  lastSeenAt: Date;
  cachedAt: number;
}

/**
 * Sessions this instance has looked up recently, by token hash. Entries live at most maxAgeMs (a
 * safety net); logout, password change, deactivation and role changes drop them through AuthChange.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(
    private readonly maxAgeMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (entry && nowMs - entry.cachedAt > this.maxAgeMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: CachedSession) {
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  apply(change: AuthChange) {
    if (change.kind === 'all') return this.entries.clear();
    for (const [hash, entry] of this.entries) {
      const actor = entry.actor;
      const hit = change.kind === 'session' ? actor.sessionId === change.id : actor.id === change.id || actor.assumedBy === change.id;
      if (hit) this.entries.delete(hash);
    }
  }
}
