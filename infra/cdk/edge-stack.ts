/**
 * `Pitahaya-<stage>-edge`: what CloudFront needs from us-east-1, today the WAF web ACL (a CLOUDFRONT-scope web
 * ACL can only be created there). The main stack, in any region, reads its ARN through CDK's cross-region
 * references (an SSM parameter written here and read by a custom resource there) when the account and region
 * are known; offline (no account) both stacks are environment-agnostic and the reference is a plain export.
 * The context option `webAclArn` uses an existing web ACL instead, and then this stack is not created.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { WafAlarm } from './constructs/waf-alarm.js';
import { WebAcl } from './constructs/web-acl.js';
import { acknowledgeAlarmTopic } from './observability-nag.js';

export interface PitahayaEdgeStackProps extends StackProps {
  stage: string;
  rateLimit: number;
  authRateLimit: number;
  /** E-mailed by the WAF's alarm (config.ts alarmEmail). */
  alarmEmail?: string;
}

export class PitahayaEdgeStack extends Stack {
  readonly webAcl: WebAcl;
  /** Blocked requests spike (us-east-1, where the web ACL's metrics are). */
  readonly wafAlarm: WafAlarm;

  constructor(scope: Construct, id: string, props: PitahayaEdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new WebAcl(this, 'Waf', props);
    this.wafAlarm = new WafAlarm(this, 'WafAlarm', {
      stage: props.stage,
      webAclMetricName: (this.webAcl.acl.visibilityConfig as CfnWebACL.VisibilityConfigProperty).metricName,
      ...(props.alarmEmail ? { alarmEmail: props.alarmEmail } : {}),
    });
    acknowledgeAlarmTopic(this.wafAlarm.topic);
    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.arn,
      description: 'WAF web ACL of the distribution',
    });
  }
}
