/** Minimal typings of s3rver 3.x (it ships none): the parts the local stack uses. */
declare module 's3rver' {
  import type { RequestListener } from 'node:http';

  export interface S3rverBucketConfig {
    name: string;
    /** Raw XML documents: CORSConfiguration or WebsiteConfiguration. */
    configs?: Array<string | Buffer>;
  }

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: S3rverBucketConfig[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets and applies their configs (without listening). */
    configureBuckets(): Promise<void>;
    /** The request listener (Koa app callback). */
    callback(): RequestListener;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/models/account.js' {
  interface AWSAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  }
  const AWSAccountModule: { DUMMY_ACCOUNT: AWSAccount };
  export default AWSAccountModule;
}
