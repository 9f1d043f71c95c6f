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

  async current(): Promise<T> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.value;
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
