/**
 * Builds the CDK app: one PitahayaStack per stage, with the cdk-nag AwsSolutions checks. Used by app.ts (the
 * `cdk` entry) and by the tests, so both synthesise exactly the same thing.
 *
 * cdk-nag 3 is a CDK validation plugin (`Validations.of(app).addPlugins(...)`), no longer an Aspect: it runs
 * after synthesis, fails `cdk synth` on any unacknowledged finding and reads acknowledgements made with
 * `Validations.of(construct).acknowledge({ id, reason })` (see nag-suppressions.ts).
 */
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig } from './config.js';
import { PitahayaEdgeStack } from './edge-stack.js';
import { PitahayaStack } from './pitahaya-stack.js';

/** Feature flags this app relies on (cdk.json and -c values win where they set the same key). */
export const APP_FEATURE_FLAGS: Record<string, unknown> = {
  // S3 server access logs are delivered through a bucket policy, not the legacy LogDeliveryWrite ACL.
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  '@aws-cdk/aws-s3:createDefaultLoggingPolicy': true,
  '@aws-cdk/aws-cloudfront:defaultSecurityPolicyTLSv1.2_2021': true,
  '@aws-cdk/aws-iam:minimizePolicies': true,
  '@aws-cdk/core:checkSecretUsage': true,
};

export interface PitahayaApp {
  app: App;
  stack: PitahayaStack;
  /** The us-east-1 stack with the WAF web ACL (absent when webAclArn names an existing one). */
  edge?: PitahayaEdgeStack;
}

export function buildApp(props: AppProps = {}): PitahayaApp {
  const app = new App({ ...props, context: { ...APP_FEATURE_FLAGS, ...props.context } });
  const config = readConfig(app.node);
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const region = process.env.CDK_DEFAULT_REGION;
  const tags = { project: 'pitahaya-marketplace', stage: config.stage };
  // Environment-agnostic (synth offline, no lookups) unless the CLI resolved an account and a region; then the
  // web ACL's ARN crosses from us-east-1 to the main stack's region (crossRegionReferences).
  const known = Boolean(account && region);
  const edge = config.webAclArn
    ? undefined
    : new PitahayaEdgeStack(app, `Pitahaya-${config.stage}-edge`, {
        stage: config.stage,
        rateLimit: config.waf.rateLimit,
        authRateLimit: config.waf.authRateLimit,
        ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
        description: `Pitahaya Marketplace (${config.stage}): WAF web ACL of the distribution (us-east-1)`,
        ...(known ? { env: { account, region: 'us-east-1' }, crossRegionReferences: true } : {}),
        tags,
      });
  const stack = new PitahayaStack(app, `Pitahaya-${config.stage}`, {
    config,
    webAclArn: config.webAclArn ?? edge?.webAcl.arn,
    description: `Pitahaya Marketplace (${config.stage})`,
    ...(known ? { env: { account, region }, crossRegionReferences: true } : {}),
    tags,
  });
  if (edge) stack.addDependency(edge);
  Validations.of(app).addPlugins(
    new AwsSolutionsChecks(app, { verbose: true, writeSuppressionsToCloudFormation: true }),
  );
  return { app, stack, ...(edge ? { edge } : {}) };
}
