import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger.ts';

const capture = (): { lines: string[]; log: pino.Logger } => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions({ logLevel: 'info' }) as pino.LoggerOptions;
  return { lines, log: pino({ ...options, serializers: {} }, stream) };
};

describe('log redaction', () => {
  it('hides authorization, cookies and set-cookie headers', () => {
    const { lines, log } = capture();
    log.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'accessToken=xyz' } },
        res: { headers: { 'set-cookie': 'accessToken=xyz' } },
      },
      'r',
    );
    const text = lines.join('');
    expect(text).not.toMatch(/abc\.def|xyz/);
    expect(text).toContain('[Redacted]');
  });

  it('hides PIN, password, OTP and token fields at any of the first three levels', () => {
    const { lines, log } = capture();
    log.info(
      {
        password: 'P1#secret',
        body: { newPassword: 'N1#secret', oldPassword: 'O1#secret', otpCode: '123456', pin: 'PIN#1secret' },
        a: { b: { token: 'tok-secret', accessToken: 'at-secret' } },
      },
      'r',
    );
    const text = lines.join('');
    for (const secret of [
      'P1#secret',
      'N1#secret',
      'O1#secret',
      '123456',
      'PIN#1secret',
      'tok-secret',
      'at-secret',
    ])
      expect(text).not.toContain(secret);
  });

  it('hides tokens passed in the query string', () => {
    expect(redactUrl('/ccu?token=eyJhbGci.x.y&x=1')).toBe('/ccu?token=[Redacted]&x=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
