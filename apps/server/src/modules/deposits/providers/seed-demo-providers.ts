import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { seedCryptoAddresses } from '../crypto/crypto-repository.ts';
import { CRYPTO_KEY, TRUEMONEY_KEY } from './provider-settings.ts';
import { insertMissingSettings } from '../../../platform/settings.ts';

/** The demo's TrueMoney wallet and USDT settings: 35.00 baht per USDT, few confirmations. */
export const DEMO_TRUEMONEY_WALLET = '0812345678';
export const DEMO_CRYPTO = {
  rateSatang: 3500,
  requestMinutes: 30,
  networks: [
    { network: 'TRC20', confirmations: 3 },
    { network: 'ERC20', confirmations: 2 },
  ],
} as const;
const DEMO_ADDRESSES_PER_NETWORK = 20;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const digest = (label: string): Buffer => createHash('sha256').update(label).digest();

/** Well-formed but made-up addresses (no one holds their keys: never send real funds to them). */
const demoAddress = (network: 'TRC20' | 'ERC20', index: number): string => {
  const bytes = Buffer.concat([
    digest(`chokdee-demo-${network}-${index}`),
    digest(`chokdee-demo-${network}-${index}-2`),
  ]);
  return network === 'TRC20'
    ? `T${Array.from(bytes.subarray(0, 33), (b) => BASE58[b % BASE58.length]).join('')}`
    : `0x${bytes.subarray(0, 20).toString('hex')}`;
};

/** Once: settings a user has changed stay as they are; addresses already loaded are skipped. */
export const seedDemoProviders = async (db: Database): Promise<void> => {
  await insertMissingSettings(db, [
    { key: TRUEMONEY_KEY, value: { walletPhone: DEMO_TRUEMONEY_WALLET } },
    { key: CRYPTO_KEY, value: DEMO_CRYPTO },
  ]);
  for (const { network } of DEMO_CRYPTO.networks) {
    const addresses = Array.from({ length: DEMO_ADDRESSES_PER_NETWORK }, (_, i) => demoAddress(network, i));
    await seedCryptoAddresses(db, network, addresses);
  }
};
