import type { Satang } from '@chokdee/domain';
import { LRUCache } from 'lru-cache';

export interface CashCacheOptions {
  /** How long a read balance is answered without the database when no change reaches this node. */
  ttlMs?: number;
  /** Members kept at most (least recently used go first). */
  max?: number;
  now?: () => number;
}

interface Entry {
  cash: Satang;
  /** Epoch ms after which the entry is read again. */
  until: number;
}

/** A database read under way; a change to its member while it runs makes its answer unfit to keep. */
interface Read {
  stale: boolean;
}

/**
 * Members' available cash (`GET /api/cashs`, every page's header), for a few seconds. Every
 * committed change to a member's cash forgets it: at once on the node that committed it (before
 * its answer leaves), on the other nodes when the change's broadcast arrives; when that message
 * cannot reach a node, the TTL bounds how long the node answers the old balance (docs/scaling.md).
 *
 * A read that started before a change committed must not keep its old answer once the change was
 * forgotten: `forget` marks the member's reads in flight, and their answers are returned but not
 * stored.
 */
export class CashCache {
  static readonly DEFAULT_TTL_MS = 5_000;
  static readonly DEFAULT_MAX = 50_000;

  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly entries: LRUCache<string, Entry>;
  private readonly reading = new Map<string, Set<Read>>();

  constructor(options: CashCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? CashCache.DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({ max: options.max ?? CashCache.DEFAULT_MAX });
  }

  /** The member's cash: from the cache while it is fresh, else from `read` (kept unless forgotten meanwhile). */
  async cashOf(memberUuid: string, read: () => Promise<Satang>): Promise<Satang> {
    const entry = this.entries.get(memberUuid);
    if (entry && this.now() < entry.until) return entry.cash;
    const pending: Read = { stale: false };
    let reads = this.reading.get(memberUuid);
    if (!reads) this.reading.set(memberUuid, (reads = new Set()));
    reads.add(pending);
    try {
      const cash = await read();
      if (!pending.stale) this.entries.set(memberUuid, { cash, until: this.now() + this.ttlMs });
      return cash;
    } finally {
      reads.delete(pending);
      if (reads.size === 0) this.reading.delete(memberUuid);
    }
  }

  /** The member's next `cashOf` reads the database. */
  forget(memberUuid: string): void {
    this.entries.delete(memberUuid);
    for (const pending of this.reading.get(memberUuid) ?? []) pending.stale = true;
  }
}
