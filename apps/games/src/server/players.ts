import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../engine/fairness.ts';

/**
 * Each member's provably fair seed pair, shared by both games: the server seed is secret until
 * the member rotates it, its SHA-256 is shown from the start; the nonce counts the rounds played
 * on the pair. Kept in this process's memory (see docs/games-provider.md).
 */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface Player {
  seeds: SeedPair;
  /** Server seeds already revealed, by their hash, so past rounds can be verified. */
  revealed: Map<string, string>;
  /** One round at a time per member: a second spin waits for the first to be paid. */
  busy: boolean;
}

export const randomId = (prefix: string): string => `${prefix}${randomBytes(12).toString('hex')}`;

export const newSeedPair = async (clientSeed = randomBytes(8).toString('hex')): Promise<SeedPair> => {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: await sha256Hex(serverSeed), clientSeed, nonce: 0 };
};

/** What the member may see of a pair: never the live server seed. */
export const publicSeeds = ({ serverSeedHash, clientSeed, nonce }: SeedPair) => ({
  serverSeedHash,
  clientSeed,
  nonce,
});

export const createPlayers = () => {
  const players = new Map<string, Player>();
  return {
    async get(user: string): Promise<Player> {
      let player = players.get(user);
      if (!player) {
        const seeds = await newSeedPair();
        // Another request may have created it while the hash was computed.
        player = players.get(user) ?? { seeds, revealed: new Map(), busy: false };
        players.set(user, player);
      }
      return player;
    },
    /**
     * Reveals the current server seed and starts a new pair (nonce 0) with the given client seed,
     * or the same one. A new client seed always comes with a new server seed, as is customary.
     */
    async rotate(player: Player, clientSeed?: string) {
      const old = player.seeds;
      player.seeds = await newSeedPair(clientSeed ?? old.clientSeed);
      player.revealed.set(old.serverSeedHash, old.serverSeed);
      return { revealed: { ...old }, next: publicSeeds(player.seeds) };
    },
  };
};
export type Players = ReturnType<typeof createPlayers>;
