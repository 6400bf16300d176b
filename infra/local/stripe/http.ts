/** The local Stripe server's HTTP plumbing: bodies, answers, the hosted pages' headers, API keys. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Headers = Record<string, string>;

/** The body as text, or null when it is over `limit` bytes (read to its end either way). */
export function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else if (!over) chunks.push(chunk);
    });
    request.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function send(response: ServerResponse, status: number, body: string, headers: Headers): void {
  response.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

/** A JSON answer of the API, pretty-printed as Stripe's are. */
export function sendApi(response: ServerResponse, status: number, body: unknown, headers: Headers): void {
  send(response, status, `${JSON.stringify(body, null, 2)}\n`, {
    'content-type': 'application/json',
    'cache-control': 'no-cache, no-store',
    ...headers,
  });
}

/** The hosted pages' headers; `formTargets`: where their forms and links may send the browser. */
export function htmlHeaders(formTargets: (string | null)[] = []): Headers {
  const origins = formTargets.flatMap((target) => {
    try {
      return target ? [new URL(target).origin] : [];
    } catch {
      return [];
    }
  });
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...new Set(origins)].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
}

/** The API key of `Authorization: Bearer <key>` (or Basic with the key as user name), as the SDK sends it. */
export function apiKeyOf(header: string | undefined): string | null {
  if (!header) return null;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1] ?? null;
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic)
    return (
      Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')[0] || null
    );
  return null;
}

/** A key as Stripe's errors show it: `sk_test_****abcd`. */
export const masked = (key: string): string =>
  key.length > 12 ? `${key.slice(0, 8)}****${key.slice(-4)}` : '****';
