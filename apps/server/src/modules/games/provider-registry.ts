import type { Database } from '../../db/client.ts';
import { allProviders, findProvider, type ProviderRow } from './catalogue-repository.ts';
import { launchBaseOf } from './launch-url.ts';

/** How long a node trusts its copy of the registry (a staff change shows within it on every node). */
const FRESH_MS = 5_000;

export interface RegistryOptions {
  /** The providers' secrets by environment variable name (GamesConfig.providerSecret). */
  providerSecret: (envName: string) => string | undefined;
  hookSecret: string;
  isProduction: boolean;
  chokdeeGamesUrl: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The game provider registry of this node (modules/games). */
    gameProviders: ProviderRegistry;
  }
}

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url.replace(/\{[a-zA-Z]+\}/g, 'x')).origin;
  } catch {
    return undefined;
  }
};

/**
 * The provider registry as the hot paths need it, read once per few seconds rather than per call
 * (each spin is a wallet call): each provider's signing secret — its own variable, else outside
 * production HOOK_SECRET (the built-in `chokdee` included); in production a provider without its
 * own secret is refused every call — and the origins of the active providers' game pages, which
 * the site's pages may frame (CSP frame-src).
 */
export class ProviderRegistry {
  private byCode = new Map<string, ProviderRow>();
  private origins: readonly string[] = [];
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: RegistryOptions,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A provider by code; one not in the copy (added since) is read by itself. */
  async find(code: string): Promise<ProviderRow | undefined> {
    if (this.stale()) await this.reload();
    const known = this.byCode.get(code);
    if (known) return known;
    const added = await findProvider(this.db, code);
    if (added) this.byCode.set(code, added);
    return added;
  }

  secretOf(provider: ProviderRow): string | undefined {
    const own = provider.secretEnv ? this.options.providerSecret(provider.secretEnv) : undefined;
    return own ?? (this.options.isProduction ? undefined : this.options.hookSecret);
  }

  /** The frameable origins as last read (kept fresh by `start`). */
  frameOrigins(): readonly string[] {
    return this.origins;
  }

  /**
   * Reads the registry now and then every few seconds until the answer of `stop`, so a page's
   * headers never wait for (or start) a query.
   */
  async start(): Promise<void> {
    await this.reload().catch(() => undefined);
    this.timer = setInterval(() => void this.reload().catch(() => undefined), FRESH_MS);
    this.timer.unref();
  }

  /** Stops the refresh and waits for a read in flight, so none outlives the database. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.loading?.catch(() => undefined);
  }

  private stale(): boolean {
    return this.now() - this.loadedAt > FRESH_MS;
  }

  /** Reads the registry again (a stale copy, or a staff change on this node). */
  reload(): Promise<void> {
    this.loading ??= allProviders(this.db)
      .then((rows) => {
        this.byCode = new Map(rows.map((row) => [row.code, row]));
        const bases = rows
          .filter((row) => row.active)
          .map((row) => launchBaseOf(row, this.options.chokdeeGamesUrl))
          .flatMap((base) => (base === null ? [] : [originOf(base)]))
          .filter((origin): origin is string => origin !== undefined);
        this.origins = [...new Set(bases)].sort();
        this.loadedAt = this.now();
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
