// Malformed requests get the documented error shape ({ ok: false, error }) like every other refusal, and never
// their own input back: Fastify's own answers quote the address it could not decode, the content type it does not
// take or the JSON parser's view of the body, and the HTTP server's answer to a request it cannot parse is its own.
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import { errorBody } from './input';

/** Fastify's errors (FST_…) by status, in words that quote nothing of the request. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'the request is malformed',
  404: 'not found',
  405: 'method not allowed',
  406: 'the requested format is not available',
  413: 'request body is too large',
  414: 'the address is too long',
  415: 'this content type is not accepted here',
  431: 'the request headers are too large',
};

/** The `error` of a 4xx answer: our own messages as they are (they never quote input), Fastify's replaced. */
export function publicMessage(error: Error & { code?: string }, status: number): string {
  if (typeof error.code === 'string' && error.code.startsWith('FST_'))
    return FRAMEWORK_MESSAGES[status] ?? 'the request could not be read';
  // The JSON body parser's SyntaxError quotes the body.
  if (error instanceof SyntaxError) return FRAMEWORK_MESSAGES[400]!;
  return error.message;
}

const rawAnswer = (status: number, text: string): string => {
  const body = JSON.stringify(errorBody(text));
  const reason =
    status === 400
      ? 'Bad Request'
      : status === 408
        ? 'Request Timeout'
        : status === 431
          ? 'Request Header Fields Too Large'
          : 'Error';
  return (
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`
  );
};

export const malformedRequestAnswers: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  // Errors before routing: an address that is not valid percent-encoding, a bad header (Fastify quotes the URL).
  frameworkErrors: (error, _request, anyReply) => {
    const reply = anyReply as unknown as FastifyReply;
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    void reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(
        errorBody(
          status === 400
            ? 'the address or the headers of the request are malformed'
            : (FRAMEWORK_MESSAGES[status] ?? 'the request could not be read'),
        ),
      );
  },
  // Requests the HTTP parser cannot read at all: answered in the same shape, then the connection is closed.
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(
      rawAnswer(
        status,
        status === 431
          ? FRAMEWORK_MESSAGES[431]!
          : status === 408
            ? 'the request took too long to arrive'
            : 'the request is malformed',
      ),
    );
  },
};
