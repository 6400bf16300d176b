/**
 * Requests Node's HTTP parser refuses before any handler runs. Node answers a request whose headers pass its
 * limit (16 KB, `--max-http-header-size`) with a bare `431` and no body; the gateway answers it like every
 * other refusal: the error envelope, in Spanish, with the security headers
 * (`{"status": {"code": "HEADERS_TOO_LARGE", "message": "..."}}`), and closes the connection. Other parse errors
 * get Node's own answer (400). In AWS, CloudFront and API Gateway refuse oversized headers themselves, before the
 * functions; nothing of the shop runs for them either way.
 */
import type { Duplex } from 'node:stream';
import { errorEnvelope } from '../../shared/contracts/http.js';
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';

const REASONS: Record<number, string> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' };

/** The raw HTTP/1.1 answer of a refused request (the connection closes after it). */
export function rawAnswer(status: number, body: string, headers: Record<string, string>): string {
  const lines = [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The server's 'clientError' listener. */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex,
  securityHeaders: Record<string, string>,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const body = JSON.stringify(errorEnvelope('HEADERS_TOO_LARGE', GENERIC_MESSAGES.headersTooLarge));
    socket.end(rawAnswer(431, body, securityHeaders));
    return;
  }
  socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
}
