import { LRUCache } from 'lru-cache';

/** What the member guard needs of a checked token: its session and the member's current state. */
export interface CachedSession {
  id: bigint;
  uuid: string;
  status: number;
  ageChecked: boolean;
  userName: string;
  /** member_sessions.id */
  sid: string;
}

export interface SessionCacheOptions {
  /** How long a checked token is trusted without the database. */
  ttlMs?: number;
  /** Tokens kept at most (least recently used go first). */
  max?: number;
  now?: () => number;
}

interface Entry {
  session: CachedSession;
  /** Epoch ms: the TTL or the session's own expiry, whichever is first. */
  until: number;
}

/**
 * Checked member tokens, for a few seconds: a repeat request skips the HS256 verification and
 * the session query. What changes a session or a member's status (logout, revocation, PIN
 * change, ban, status change) calls `forgetMember` on every node after its COMMIT (through
 * `app.realtime.recheckMember`); when that message cannot reach a node, the TTL bounds how long
 * that node trusts the old answer (docs/scaling.md).
 *
 * A request that read the database before a change committed must not store that old answer
 * after the change was forgotten: it takes `generation()` before reading, and `store` drops the
 * answer if any member was forgotten meanwhile.
 */
export class SessionCache {
  static readonly DEFAULT_TTL_MS = 5_000;
  static readonly DEFAULT_MAX = 50_000;

  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly entries: LRUCache<string, Entry>;
  /** member uuid → its cached tokens, so forgetting a member finds them without a scan. */
  private readonly tokensOf = new Map<string, Set<string>>();
  private forgotten = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? SessionCache.DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      max: options.max ?? SessionCache.DEFAULT_MAX,
      dispose: (entry, token) => this.unindex(entry.session.uuid, token),
    });
  }

  lookup(token: string): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() < entry.until) return entry.session;
    this.entries.delete(token);
    return undefined;
  }

  /** Take it before reading the session from the database; hand it to `store`. */
  generation(): number {
    return this.forgotten;
  }

  store(token: string, session: CachedSession, expiresAt: number, generation: number): void {
    if (generation !== this.forgotten) return;
    const until = Math.min(this.now() + this.ttlMs, expiresAt);
    this.entries.set(token, { session, until });
    let tokens = this.tokensOf.get(session.uuid);
    if (!tokens) this.tokensOf.set(session.uuid, (tokens = new Set()));
    tokens.add(token);
  }

  /** Every cached token of the member is checked against the database again on its next use. */
  forgetMember(uuid: string): void {
    this.forgotten += 1;
    for (const token of [...(this.tokensOf.get(uuid) ?? [])]) this.entries.delete(token);
  }

  private unindex(uuid: string, token: string): void {
    const tokens = this.tokensOf.get(uuid);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensOf.delete(uuid);
  }
}
