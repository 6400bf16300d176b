/**
 * s3rver, in this process, data under `<dataDir>/s3`. The image bucket gets a CORS configuration that lets
 * the site's origins PUT images with presigned URLs (Content-Type header) and GET them. s3rver checks no
 * signatures (V4 is accepted as is), but it does look the access key up: the stack's dummy key is added.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';
import type { Logger } from './log.js';

export interface S3Options {
  port: number;
  directory: string;
  bucket: string;
  /** Browser origins allowed to PUT/GET (the gateway's, and Vite's in dev). */
  corsOrigins: string[];
  /** Access key id the stack's SDK clients sign with. */
  accessKeyId: string;
  secretAccessKey: string;
  log: Logger;
}

export interface RunningS3 {
  endpoint: string;
  /**
   * Calls `listener` with every S3 event notification s3rver emits (ObjectCreated:Put, ...), in the format AWS
   * sends to Lambda: the local stand-in of the image bucket's event notification.
   */
  onEvent(listener: (event: S3EventLike) => void): void;
  stop(): Promise<void>;
}

/** The shape of s3rver's events (the same as S3's Lambda notifications). */
export interface S3EventLike {
  Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size?: number } } }[];
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The bucket's CORS configuration (S3's XML format). */
export function corsConfiguration(origins: string[]): string {
  return [
    '<CORSConfiguration>',
    '  <CORSRule>',
    ...origins.map((origin) => `    <AllowedOrigin>${escapeXml(origin)}</AllowedOrigin>`),
    '    <AllowedMethod>PUT</AllowedMethod>',
    '    <AllowedMethod>GET</AllowedMethod>',
    '    <AllowedMethod>HEAD</AllowedMethod>',
    '    <AllowedHeader>*</AllowedHeader>',
    '    <ExposeHeader>ETag</ExposeHeader>',
    '    <MaxAgeSeconds>3000</MaxAgeSeconds>',
    '  </CORSRule>',
    '</CORSConfiguration>',
  ].join('\n');
}

export async function startS3(options: S3Options): Promise<RunningS3> {
  mkdirSync(options.directory, { recursive: true });
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(options.accessKeyId, options.secretAccessKey);
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: !options.log.enabled('debug'),
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket, configs: [corsConfiguration(options.corsOrigins)] }],
  });
  // Creates the bucket if missing and (re)applies its CORS configuration on every start.
  await s3rver.configureBuckets();
  const server = createServer(s3rver.callback());
  await listen(server, options.port);
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    onEvent: (listener) => {
      (s3rver as unknown as { on(name: 'event', listener: (event: S3EventLike) => void): void }).on(
        'event',
        listener,
      );
    },
    stop: () => close(server),
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
