import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export interface S3Object {
  body: Buffer;
  contentType: string | undefined;
}

export interface S3StandIn {
  url: string;
  bucket: string;
  /** The stored objects by key. */
  objects: Map<string, S3Object>;
  /** Requests refused for a bad signature or payload hash. */
  refused: number;
  /** The environment a server needs to store into this stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const REGION = 'ap-southeast-1';
const ACCESS_KEY_ID = 'AKIASTANDIN000000001';
const SECRET_ACCESS_KEY = 'stand-in-secret-key-0123456789abcdefghij';

/**
 * A local stand-in for an S3-compatible bucket, path-style: PUT and GET of `/<bucket>/<key>`.
 * It checks each request's AWS Signature V4 the way S3 does: the signature is computed again from
 * the headers the client says it signed, with the stand-in's copy of the secret, and must match;
 * a signed payload hash must match the body. Anything else answers 403, like S3.
 */
export const startS3StandIn = async (bucket = 'chokdee-media'): Promise<S3StandIn> => {
  const objects = new Map<string, S3Object>();
  const state = { refused: 0 };

  const signatureOk = async (request: http.IncomingMessage, url: string, body: Buffer): Promise<boolean> => {
    const authorization = request.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const date = request.headers['x-amz-date'];
    if (!authorization.includes(`Credential=${ACCESS_KEY_ID}/`) || typeof date !== 'string') return false;
    const payloadHash = request.headers['x-amz-content-sha256'];
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex'))
      return false;
    const headers = Object.fromEntries(
      signed.filter((name) => name !== 'host').map((name) => [name, String(request.headers[name] ?? '')]),
    );
    const expected = await new AwsV4Signer({
      method: request.method ?? 'GET',
      url,
      headers,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      region: REGION,
      service: 's3',
      datetime: date,
    }).sign();
    return expected.headers.get('authorization') === authorization;
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = `http://${request.headers.host}${request.url}`;
      const key = decodeURIComponent(new URL(url).pathname).slice(`/${bucket}/`.length);
      void signatureOk(request, url, body).then((ok) => {
        if (!ok || !new URL(url).pathname.startsWith(`/${bucket}/`)) {
          state.refused += 1;
          response.writeHead(403, { 'content-type': 'application/xml' });
          response.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        if (request.method === 'PUT') {
          objects.set(key, { body, contentType: request.headers['content-type'] });
          response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          response.end();
          return;
        }
        const object = objects.get(key);
        if (request.method !== 'GET' || !object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        response.writeHead(200, { 'content-type': object.contentType ?? 'binary/octet-stream' });
        response.end(object.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    objects,
    get refused() {
      return state.refused;
    },
    env: {
      STORAGE_S3_ENDPOINT: url,
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_REGION: REGION,
      STORAGE_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      STORAGE_S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
