import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (not decoded, unlike fetch's body). */
  body: Buffer;
}

/**
 * A GET that sends exactly the given `accept-encoding` (none when undefined) and hands back the
 * undecoded body: fetch always asks for compression and decodes it, which hides what was sent.
 */
export const rawGet = (url: string, acceptEncoding?: string): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
