/**
 * The image bucket's CORS rule, set to the site's origin only (never '*'): the browser PUTs product photos to
 * the bucket with presigned URLs from the site's pages. The bucket cannot name the distribution's domain itself
 * (the distribution's origin names the bucket: a CloudFormation cycle), so the rule is applied by a custom
 * resource (PutBucketCors) once both exist, and again whenever the origins change.
 */
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

export interface ImageUploadCorsProps {
  bucket: IBucket;
  /** https://<site> origins (the distribution's domain, custom domains, extra corsOrigins). */
  origins: string[];
}

/** The rule (S3 PutBucketCors shape). */
export function uploadCorsRule(origins: string[]) {
  return {
    AllowedMethods: ['PUT'],
    AllowedOrigins: origins,
    AllowedHeaders: ['Content-Type'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3000,
  };
}

export class ImageUploadCors extends Construct {
  readonly resource: AwsCustomResource;

  constructor(scope: Construct, id: string, props: ImageUploadCorsProps) {
    super(scope, id);
    const call = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: props.bucket.bucketName,
        CORSConfiguration: { CORSRules: [uploadCorsRule(props.origins)] },
      },
      physicalResourceId: PhysicalResourceId.of(`${props.bucket.bucketName}-cors`),
    };
    this.resource = new AwsCustomResource(this, 'PutBucketCors', {
      onCreate: call,
      onUpdate: call,
      installLatestAwsSdk: false,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] }),
      ]),
    });
  }
}
