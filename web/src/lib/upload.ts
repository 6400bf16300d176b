/**
 * Browser uploads of product images to presigned PUT URLs. XMLHttpRequest rather than fetch, because only
 * XHR reports upload progress. The URL is signed with the file's Content-Type and exact Content-Length: the
 * browser sets Content-Length itself from the body, we send Content-Type = the file's type.
 */
import { UPLOAD_URL_TTL_SECONDS } from '../../../shared/constants/images.js';

/** Ours: upload failure messages. */
export const UPLOAD_MESSAGES = {
  failed: 'No se pudo subir la imagen. Inténtalo de nuevo.',
  network: 'No se pudo subir la imagen: se perdió la conexión. Inténtalo de nuevo.',
  expired: 'El enlace de subida ya no es válido. Al reintentar se pedirá uno nuevo.',
  timeout: 'La subida tardó demasiado. Inténtalo de nuevo.',
} as const;

/** Ours: an upload that does not finish in this time is abandoned. */
export const UPLOAD_TIMEOUT_MS = 120_000;
/** A URL older than its lifetime minus this margin is not worth trying: ask for a fresh one. */
export const UPLOAD_URL_MARGIN_MS = 60_000;

export type UploadErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

export class UploadError extends Error {
  readonly kind: UploadErrorKind;
  /** HTTP status of the storage's answer (0 without one). */
  readonly status: number;

  constructor(kind: UploadErrorKind, status = 0) {
    super(
      kind === 'timeout'
        ? UPLOAD_MESSAGES.timeout
        : kind === 'network'
          ? UPLOAD_MESSAGES.network
          : status === 403
            ? UPLOAD_MESSAGES.expired
            : UPLOAD_MESSAGES.failed,
    );
    this.name = 'UploadError';
    this.kind = kind;
    this.status = status;
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  url: string;
  body: Blob;
  contentType: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Tests inject a stand-in. */
  createXhr?: () => XMLHttpRequest;
}

export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

/** PUTs `body` to the presigned `url`; resolves on a 2xx answer, rejects with UploadError otherwise. */
export function uploadFile({
  url,
  body,
  contentType,
  onProgress,
  signal,
  timeoutMs = UPLOAD_TIMEOUT_MS,
  createXhr = () => new XMLHttpRequest(),
}: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('aborted'));
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const finish = (error?: UploadError) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('PUT', url, true);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event: ProgressEvent) => {
      const total = event.lengthComputable ? event.total : body.size;
      onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: body.size, total: body.size, percent: 100 });
        finish();
      } else {
        finish(new UploadError('http', xhr.status));
      }
    };
    xhr.onerror = () => finish(new UploadError('network'));
    xhr.ontimeout = () => finish(new UploadError('timeout'));
    xhr.onabort = () => finish(new UploadError('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/** Whether a URL issued at `issuedAt` (epoch ms) is too old to use at `now`. */
export function isUploadUrlExpired(
  issuedAt: number,
  now: number = Date.now(),
  ttlSeconds: number = UPLOAD_URL_TTL_SECONDS,
): boolean {
  return now - issuedAt >= ttlSeconds * 1000 - UPLOAD_URL_MARGIN_MS;
}

/**
 * Whether a retry needs a fresh URL: the old one is (nearly) expired, or the storage refused the signature
 * (S3 answers 403 to an expired presigned URL). Other failures (network, timeout, 5xx) retry the same URL.
 */
export function needsFreshUrl(error: unknown, issuedAt: number, now: number = Date.now()): boolean {
  if (isUploadUrlExpired(issuedAt, now)) return true;
  return (
    error instanceof UploadError && error.kind === 'http' && (error.status === 403 || error.status === 400)
  );
}
