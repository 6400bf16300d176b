/**
 * The S3 buckets: the access-log bucket, the product image bucket and the SPA bucket. All private (block public
 * access, TLS only, SSE-S3), retained on stack deletion. Images and the SPA are read by CloudFront through
 * Origin Access Control; images are written by the browser with presigned PUT URLs (hence the CORS rule).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

import { IMAGE_KEY_PREFIX, UPLOAD_KEY_PREFIX } from '../../../services/lib/product-images.js';

/** Object keys of product images start with this prefix (images/products/<productId>/<file>). */
export { IMAGE_KEY_PREFIX };

/** Uploads nobody processed (the images function failed, or a retry never came) are removed after this. */
export const ABANDONED_UPLOAD_DAYS = 1;

const privateBucket: BucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  removalPolicy: RemovalPolicy.RETAIN,
};

export type BucketsProps = Record<string, never>;

export class Buckets extends Construct {
  /** Receives S3 server access logs (bucket policy) and CloudFront standard logs (ACL, hence ObjectWriter). */
  readonly logs: Bucket;
  readonly images: Bucket;
  readonly site: Bucket;

  constructor(scope: Construct, id: string, _props: BucketsProps = {}) {
    super(scope, id);
    this.logs = new Bucket(this, 'Logs', {
      ...privateBucket,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(90) }],
    });

    this.images = new Bucket(this, 'Images', {
      ...privateBucket,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/images/',
      // CORS is set after the distribution exists, to the site's origin only (constructs/image-upload-cors.ts).
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          id: 'expire-abandoned-uploads',
          prefix: UPLOAD_KEY_PREFIX,
          expiration: Duration.days(ABANDONED_UPLOAD_DAYS),
        },
      ],
    });

    this.site = new Bucket(this, 'Site', {
      ...privateBucket,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/site/',
    });
  }
}
