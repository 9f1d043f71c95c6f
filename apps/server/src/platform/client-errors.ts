import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiFailure } from '@chokdee/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What Node's parser refuses before Fastify sees a request, as the contract's failure. */
const failureOf = (error: NodeJS.ErrnoException): { status: number; body: ApiFailure } => {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      body: { message: 'The request line and headers are larger than 16 KB', code: 'HEADERS_TOO_LARGE' },
    };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: { message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' } };
  return { status: 400, body: { message: 'Malformed HTTP request', code: 'BAD_REQUEST' } };
};

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses (headers over 16 KB, a bad
 * request line, a NUL or other invalid character in a header, a timeout) never reaches routing
 * or the error handler, so it is answered here, in the contract's `{ message, code }` shape,
 * and the connection closed (its state is unknown).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = failureOf(error);
  this.log.debug({ err: error, status }, 'client error');
  const json = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status.toString()} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json).toString()}\r\n` +
        `Connection: close\r\n\r\n${json}`,
    );
  socket.destroy(error);
}

/**
 * Fastify's frameworkErrors: a URL that does not decode (FST_ERR_BAD_URL) is refused before
 * routing, so the error handler never sees it.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  request.log.debug({ err: error }, 'framework error');
  const body: ApiFailure = { message: 'Malformed URL', code: 'BAD_REQUEST' };
  void reply.status(400).type('application/json; charset=utf-8').send(body);
};
