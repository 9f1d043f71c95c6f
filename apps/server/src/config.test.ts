import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from './config/config-error.ts';
import { loadConfig } from './config.ts';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chokdee-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'x'.repeat(40);
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  HOOK_SECRET: SECRET,
  DATABASE_URL: 'postgres://db/x',
};
const SMS = { SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_KEY: 'k' };

describe('loadConfig', () => {
  it('reads the adjustment threshold by its digits and refuses more than 2 decimals', () => {
    expect(loadConfig({}, tempDir()).adminAdjustSuperAdminAboveSatang).toBe(5_000_000n);
    expect(
      loadConfig({ ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT: '1234.56' }, tempDir())
        .adminAdjustSuperAdminAboveSatang,
    ).toBe(123_456n);
    expect(() => loadConfig({ ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT: '0.001' }, tempDir())).toThrow(
      'ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT',
    );
  });

  it('turns reCAPTCHA on only with a secret', () => {
    expect(loadConfig({}, tempDir()).recaptcha).toBeUndefined();
    expect(loadConfig({ RECAPTCHA_SECRET: 's' }, tempDir()).recaptcha).toEqual({
      secret: 's',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
  });

  it('reads the TLS certificate and key from their files, only as a pair', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'cert.pem'), 'CERT');
    fs.writeFileSync(path.join(dir, 'key.pem'), 'KEY');
    expect(loadConfig({}, dir).tls).toBeUndefined();
    const { tls } = loadConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem' }, dir);
    expect([tls?.cert.toString(), tls?.key.toString()]).toEqual(['CERT', 'KEY']);
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem' }, dir)).toThrow(
      'TLS_CERT_FILE and TLS_KEY_FILE go together',
    );
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'gone.pem' }, dir)).toThrow(
      /^TLS_KEY_FILE cannot be read/,
    );
  });

  it('stores files locally unless every S3 variable is set, and names the missing ones', () => {
    const s3 = {
      STORAGE_S3_ENDPOINT: 'https://s3.example.com/',
      STORAGE_S3_BUCKET: 'chokdee-media',
      STORAGE_S3_REGION: 'ap-southeast-1',
      STORAGE_S3_ACCESS_KEY_ID: 'id',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({}, tempDir()).storage).toEqual({ s3: undefined });
    expect(loadConfig(s3, tempDir()).storage.s3).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'chokdee-media',
      region: 'ap-southeast-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    const { STORAGE_S3_REGION: _region, STORAGE_S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig(partial, tempDir())).toThrow(
      /missing STORAGE_S3_REGION, STORAGE_S3_SECRET_ACCESS_KEY$/,
    );
    expect(() => loadConfig({ ...s3, STORAGE_S3_BUCKET: 'Bad_Bucket' }, tempDir())).toThrow(
      /STORAGE_S3_BUCKET/,
    );
  });

  it('uses the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      demo: true,
      logLevel: 'info',
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('in production refuses to start and names every missing variable on one line', () => {
    const run = (): unknown => loadConfig({ NODE_ENV: 'production' }, tempDir());
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(
      'Missing required environment for NODE_ENV=production: JWT_SECRET, HOOK_SECRET, DATABASE_URL',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL: 'postgres://db/x' }, tempDir()),
    ).toThrow(/: HOOK_SECRET$/);
  });

  it('in production starts with explicit secrets and no demo', () => {
    const cwd = tempDir();
    const config = loadConfig({ ...PRODUCTION, ...SMS }, cwd);
    expect(config).toMatchObject({ isProduction: true, demo: false, jwtSecret: SECRET });
    expect(fs.existsSync(path.join(cwd, 'data', 'secrets.json'))).toBe(false);
  });

  it('in production refuses demo mode', () => {
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      HOOK_SECRET: SECRET,
      DATABASE_URL: 'postgres://db/x',
      DEMO: '1',
    };
    expect(() => loadConfig(env, tempDir())).toThrow('DEMO must be off when NODE_ENV=production');
  });

  it('generates missing secrets once into DATA_DIR/secrets.json (0600) and reuses them', () => {
    const cwd = tempDir();
    const first = loadConfig({ DATA_DIR: 'd' }, cwd);
    const file = path.join(cwd, 'd', 'secrets.json');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.hookSecret).not.toBe(first.jwtSecret);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: 'd' }, cwd);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.hookSecret).toBe(first.hookSecret);
  });

  it('prefers an explicit secret over the generated one', () => {
    const config = loadConfig({ JWT_SECRET: SECRET }, tempDir());
    expect(config.jwtSecret).toBe(SECRET);
  });

  it('turns demo off by default with DATABASE_URL and reads DEMO flags', () => {
    const cwd = tempDir();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }, cwd).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/x', DEMO: '1' }, cwd).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }, cwd).demo).toBe(false);
  });

  it('refuses malformed values with a one-line message', () => {
    const cwd = tempDir();
    expect(() => loadConfig({ PORT: 'abc' }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO: 'yes' }, cwd)).toThrow(/DEMO/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, cwd)).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' }, cwd)).toThrow(
      /^[^\n]*JWT_SECRET must be at least 32 characters[^\n]*$/,
    );
  });

  it('in production refuses to start without an SMS gateway (the dev outbox would swallow OTPs)', () => {
    const required = 'SMS_GATEWAY_URL and SMS_GATEWAY_KEY are required when NODE_ENV=production';
    expect(() => loadConfig(PRODUCTION, tempDir())).toThrow(required);
    const withoutKey = { ...PRODUCTION, SMS_GATEWAY_URL: SMS.SMS_GATEWAY_URL };
    expect(() => loadConfig(withoutKey, tempDir())).toThrow(
      'SMS_GATEWAY_KEY is required with SMS_GATEWAY_URL',
    );
    const gateway = { url: SMS.SMS_GATEWAY_URL, key: 'k', sender: 'Chokdee' };
    expect(loadConfig({ ...PRODUCTION, ...SMS }, tempDir()).smsGateway).toEqual(gateway);
  });

  it('uses the dev SMS outbox and no LINE client when nothing is configured', () => {
    expect(loadConfig({}, tempDir())).toMatchObject({
      smsGateway: undefined,
      line: undefined,
      lineStandInPort: 3001,
    });
  });

  it('takes LINE issuer, client id and secret together or not at all', () => {
    const line = {
      LINE_ISSUER: 'https://access.line.me',
      LINE_CLIENT_ID: '1650000000',
      LINE_CLIENT_SECRET: 's',
    };
    const expected = { issuer: 'https://access.line.me', clientId: '1650000000', clientSecret: 's' };
    expect(loadConfig(line, tempDir()).line).toEqual(expected);
    expect(() => loadConfig({ ...line, LINE_CLIENT_SECRET: '' }, tempDir())).toThrow(
      /missing: LINE_CLIENT_SECRET$/,
    );
    expect(() => loadConfig({ ...line, LINE_ISSUER: 'ftp://x' }, tempDir())).toThrow(/LINE_ISSUER/);
  });
});
