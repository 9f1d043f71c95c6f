import { describe, expect, it } from 'vitest';
import { readGamesConfig } from './config.ts';

const secret = 'k'.repeat(32);

describe('readGamesConfig', () => {
  it('defaults to port 3002 and the local site, framed by the site origin, with HOOK_SECRET', () => {
    expect(readGamesConfig({ HOOK_SECRET: secret })).toMatchObject({
      port: 3002,
      siteUrl: 'http://127.0.0.1:3000',
      siteOrigins: ['http://127.0.0.1:3000'],
      secret,
      production: false,
    });
  });

  it('prefers CHOKDEE_GAMES_SECRET and takes several site origins', () => {
    const config = readGamesConfig({
      HOOK_SECRET: secret,
      CHOKDEE_GAMES_SECRET: 'g'.repeat(40),
      SITE_URL: 'http://10.0.0.5:3000',
      SITE_ORIGIN: 'https://chokdee.example, https://www.chokdee.example/',
      CHOKDEE_GAMES_PORT: '4002',
    });
    expect(config).toMatchObject({
      port: 4002,
      secret: 'g'.repeat(40),
      siteUrl: 'http://10.0.0.5:3000',
      siteOrigins: ['https://chokdee.example', 'https://www.chokdee.example'],
    });
  });

  it('refuses to start without a secret or with a short one', () => {
    expect(() => readGamesConfig({})).toThrow(/CHOKDEE_GAMES_SECRET/);
    expect(() => readGamesConfig({ CHOKDEE_GAMES_SECRET: 'short' })).toThrow(/32 characters/);
  });
});
