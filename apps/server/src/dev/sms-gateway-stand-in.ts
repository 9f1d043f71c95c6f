import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  text: string;
  sender: string;
}

export interface SmsGatewayStandIn {
  url: string;
  received: ReceivedSms[];
  /** Makes the next answers fail with this status (e.g. 503), or succeed again with undefined. */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking the SMS gateway protocol HttpSmsGateway uses: it accepts only
 * `POST` with `authorization: Bearer <key>` and a JSON `{ to, text, sender }` body.
 */
export const startSmsGatewayStandIn = async (key: string): Promise<SmsGatewayStandIn> => {
  const received: ReceivedSms[] = [];
  let failure: number | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object): void => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.method !== 'POST') return answer(405, { error: 'method' });
      if (req.headers.authorization !== `Bearer ${key}`) return answer(401, { error: 'unauthorized' });
      if (failure) return answer(failure, { error: 'failing on purpose' });
      let body: Partial<ReceivedSms>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<ReceivedSms>;
      } catch {
        return answer(400, { error: 'json' });
      }
      const { to, text, sender } = body;
      if (typeof to !== 'string' || typeof text !== 'string' || typeof sender !== 'string')
        return answer(400, { error: 'fields' });
      received.push({ to, text, sender });
      return answer(200, { id: received.length });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    failWith: (status) => {
      failure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
