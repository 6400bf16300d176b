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
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Object keys of product images start with this prefix (images/products/<productId>/<file>). */
export const IMAGE_KEY_PREFIX = 'images/';

const privateBucket: BucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  removalPolicy: RemovalPolicy.RETAIN,
};

export interface BucketsProps {
  /** Origins allowed to send presigned PUTs from the browser ('*' or https://<site>). */
  corsOrigins: string[];
}

export class Buckets extends Construct {
  /** Receives S3 server access logs (bucket policy) and CloudFront standard logs (ACL, hence ObjectWriter). */
  readonly logs: Bucket;
  readonly images: Bucket;
  readonly site: Bucket;

  constructor(scope: Construct, id: string, props: BucketsProps) {
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
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: props.corsOrigins,
          allowedHeaders: ['Content-Type'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });

    this.site = new Bucket(this, 'Site', {
      ...privateBucket,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/site/',
    });
  }
}
