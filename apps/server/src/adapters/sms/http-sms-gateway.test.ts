import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsGatewayStandIn, type SmsGatewayStandIn } from '../../dev/sms-gateway-stand-in.ts';
import { HttpSmsGateway, SmsGatewayError } from './http-sms-gateway.ts';

const KEY = 'gateway-key-123';
let standIn: SmsGatewayStandIn;
beforeAll(async () => {
  standIn = await startSmsGatewayStandIn(KEY);
});
afterAll(async () => {
  await standIn.close();
});

describe('HttpSmsGateway', () => {
  it('posts { to, text, sender } with the bearer key and resolves on 2xx', async () => {
    const gateway = new HttpSmsGateway({ url: standIn.url, key: KEY, sender: 'Chokdee' });
    await gateway.send('0812345678', 'รหัส OTP ของคุณคือ 123456');
    expect(standIn.received.at(-1)).toEqual({
      to: '0812345678',
      text: 'รหัส OTP ของคุณคือ 123456',
      sender: 'Chokdee',
    });
  });

  it('rejects when the gateway refuses the key', async () => {
    const gateway = new HttpSmsGateway({ url: standIn.url, key: 'wrong', sender: 'Chokdee' });
    await expect(gateway.send('0812345678', 'x')).rejects.toThrow(
      new SmsGatewayError('SMS gateway answered 401'),
    );
  });

  it('rejects on a non-2xx answer', async () => {
    standIn.failWith(503);
    try {
      const gateway = new HttpSmsGateway({ url: standIn.url, key: KEY, sender: 'Chokdee' });
      await expect(gateway.send('0812345678', 'x')).rejects.toThrow('SMS gateway answered 503');
    } finally {
      standIn.failWith(undefined);
    }
  });

  it('rejects when the gateway cannot be reached', async () => {
    const gateway = new HttpSmsGateway({ url: 'http://127.0.0.1:1/send', key: KEY, sender: 'Chokdee' }, 500);
    await expect(gateway.send('0812345678', 'x')).rejects.toThrow(/SMS gateway unreachable/);
  });
});
