import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The package ships `Algorithm` as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm.Argon2id;

// OWASP's argon2id baseline (19 MiB, 2 passes); about 20-30 ms a hash on one core.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPin = (pin: string): Promise<string> => hash(pin, OPTIONS);

/** False (never a throw) for a wrong PIN or a malformed stored hash. */
export const verifyPin = async (pinHash: string, pin: string): Promise<boolean> => {
  try {
    return await verify(pinHash, pin);
  } catch {
    return false;
  }
};
