/**
 * `Pitahaya-<stage>-edge`: what CloudFront needs from us-east-1, today the WAF web ACL (a CLOUDFRONT-scope web
 * ACL can only be created there). The main stack, in any region, reads its ARN through CDK's cross-region
 * references (an SSM parameter written here and read by a custom resource there) when the account and region
 * are known; offline (no account) both stacks are environment-agnostic and the reference is a plain export.
 * The context option `webAclArn` uses an existing web ACL instead, and then this stack is not created.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { WebAcl } from './constructs/web-acl.js';

export interface PitahayaEdgeStackProps extends StackProps {
  stage: string;
  rateLimit: number;
  authRateLimit: number;
}

export class PitahayaEdgeStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: PitahayaEdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new WebAcl(this, 'Waf', props);
    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.arn,
      description: 'WAF web ACL of the distribution',
    });
  }
}
