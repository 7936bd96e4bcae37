import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';
import { DEFAULT_SERVER_LOCALE } from '../i18n/index.ts';
import { refusalIn } from './errors.ts';

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
  // No request to read a language from: the parser refused it before its headers were known.
  const body = JSON.stringify(
    refusalIn(
      DEFAULT_SERVER_LOCALE,
      RespCode.badRequest,
      tooLarge ? 'common.headersTooLarge' : 'common.malformed',
    ),
  );
  this.log.debug({ code: error.code }, 'client error');
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
