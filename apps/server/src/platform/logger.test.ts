import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loggerOptions, redactUrl, RequestLog, requestLogger, SLOW_REQUEST_MS } from './logger.ts';

const lineStream = (lines: string[]): Writable =>
  new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });

const capture = (): { lines: string[]; log: pino.Logger } => {
  const lines: string[] = [];
  const stream = lineStream(lines);
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

describe('request log', () => {
  /** An app logging like buildApp's at `level`; `/slow` answers after the clock moved past the threshold. */
  const appLogging = async (level: 'info' | 'debug') => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...(loggerOptions({ logLevel: level }) as object), stream: lineStream(lines) },
      logController: new RequestLog(),
      childLoggerFactory: requestLogger,
    });
    app.get('/ok', () => ({ data: {} }));
    app.get('/slow', (_request, reply) => {
      // elapsedTime is read from the reply's start time: pretend it started long ago.
      const started = performance.now() - SLOW_REQUEST_MS - 1;
      Object.defineProperty(reply, 'elapsedTime', { get: () => performance.now() - started });
      return { data: {} };
    });
    await app.ready();
    const completed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    return { app, completed };
  };

  it('at info logs refusals, failures and slow answers, with the token redacted, but not a quick success', async () => {
    const { app, completed } = await appLogging('info');
    await app.inject('/ok?token=secret-token');
    expect(completed()).toEqual([]);
    await app.inject('/nope?token=secret-token');
    await app.inject('/slow');
    const [refused, slow, ...rest] = completed();
    expect(rest).toEqual([]);
    expect(refused).toMatchObject({ msg: 'request completed', res: { statusCode: 404 }, level: 30 });
    expect(refused?.reqId).toMatch(/^req-/);
    expect(refused?.req).toMatchObject({ method: 'GET', url: '/nope?token=[Redacted]' });
    expect(slow).toMatchObject({ res: { statusCode: 200 }, req: { url: '/slow' } });
    expect(JSON.stringify(completed())).not.toContain('secret-token');
    await app.close();
  });

  it('builds no child logger for a request that writes nothing, and one for a request that writes', async () => {
    const { app } = await appLogging('info');
    const child = vi.spyOn(app.log, 'child');
    await app.inject('/ok');
    expect(child).not.toHaveBeenCalled();
    await app.inject('/nope');
    expect(child).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('at debug logs every request', async () => {
    const { app, completed } = await appLogging('debug');
    await app.inject('/ok');
    expect(completed()).toMatchObject([
      { msg: 'incoming request', level: 20 },
      { msg: 'request completed', res: { statusCode: 200 }, level: 20 },
    ]);
    await app.close();
  });
});
