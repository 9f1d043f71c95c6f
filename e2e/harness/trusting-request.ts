/**
 * The few requests the harness itself makes (is the server up, log a member in, find a round), to
 * a server on plain HTTP or on HTTPS with a local self-signed certificate (`ca`): Node 20's fetch
 * cannot be given a CA of its own, node:https can.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

export interface TrustingResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export const trustingRequest = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<TrustingResponse> =>
  new Promise((resolve, reject) => {
    const transport = url.startsWith('https:') ? https : http;
    const request = transport.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, ca: init.ca, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
