import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify routes them (a URL or headers over the size limit,
 * a malformed request line) still get the gateway's answer shape: `{respCode, respMessage}`.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    respCode: RespCode.badRequest,
    respMessage: tooLarge ? 'The request address or headers are too large' : 'Malformed request',
  });
  this.log.debug({ code: error.code }, 'client error');
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
