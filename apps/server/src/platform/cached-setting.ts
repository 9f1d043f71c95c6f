/**
 * A site setting as a hot path sees it (every request asks): read from the database at most once
 * per `ttlMs`. The feature broadcasts its change to every node, which calls forget() and reads
 * afresh; a node the broadcast cannot reach follows within the TTL (docs/scaling.md).
 */
export class CachedSetting<T> {
  private cached: { value: T; at: number } | null = null;
  /** Counts forget()s: a read that began before one must not cache what it read. */
  private generation = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  /** The cached value while it is fresh, with no read and no promise (the request hooks' quick path). */
  fresh(): { value: T } | undefined {
    return this.cached && Date.now() - this.cached.at < this.ttlMs ? this.cached : undefined;
  }

  async current(): Promise<T> {
    const known = this.fresh();
    if (known) return known.value;
    const generation = this.generation;
    const value = await this.read();
    if (generation === this.generation) this.cached = { value, at: Date.now() };
    return value;
  }

  forget(): void {
    this.generation += 1;
    this.cached = null;
  }
}
