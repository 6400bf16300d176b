/**
 * cdk-nag (AwsSolutions) findings accepted on purpose, each with its reason, acknowledged on the narrowest
 * construct with `Validations.of(construct).acknowledge(...)` (cdk-nag 3). Everything else must pass the checks.
 */
import { type CfnElement, DefaultStackSynthesizer, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { needsAuthorizer, ROUTES } from '../../shared/contracts/route-table.js';
import type { Buckets } from './constructs/buckets.js';
import type { ChangeStream } from './constructs/change-stream.js';
import type { DataTable } from './constructs/data-table.js';
import type { PitahayaHttpApi } from './constructs/http-api.js';
import type { OriginSecret } from './constructs/origin-secret.js';
import type { StripePayments } from './constructs/stripe-payments.js';
import type { UserDirectory } from './constructs/user-directory.js';
import type { WebDistribution } from './constructs/web-distribution.js';
import { REASONS } from './nag-reasons.js';
import { FUNCTION_NAMES, type ServiceFunctions } from './constructs/service-functions.js';
import { GRANTS, usesIndexes } from './permissions.js';
import { IMAGE_KEY_PREFIX, UPLOAD_KEY_PREFIX } from '../../services/lib/product-images.js';

function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${id}`, reason });
}

function logicalId(stack: Stack, element: IConstruct): string {
  return stack.resolve((element as CfnElement).logicalId) as string;
}

/** What the suppressions look at: the stack and the constructs it keeps (PitahayaStack has them all). */
export interface NaggedStack extends Stack {
  readonly users: UserDirectory;
  readonly data: DataTable;
  readonly buckets: Buckets;
  readonly services: ServiceFunctions;
  readonly changeStream: ChangeStream;
  readonly http: PitahayaHttpApi;
  readonly web: WebDistribution;
  readonly originSecret: OriginSecret;
  readonly payments: StripePayments;
}

export function applyNagSuppressions(stack: NaggedStack): void {
  acknowledge(stack.users.userPool, 'COG8', REASONS.cognitoPlusTier);
  acknowledge(stack.users.userPool, 'COG2', REASONS.cognitoMfa);

  const tableId = logicalId(stack, stack.data.table.node.defaultChild as IConstruct);
  const imagesId = logicalId(stack, stack.buckets.images.node.defaultChild as IConstruct);
  for (const name of FUNCTION_NAMES) {
    const fn = stack.services.functions[name];
    acknowledge(fn, 'L1', REASONS.lambdaRuntime);
    if (!fn.role) continue;
    if (usesIndexes(GRANTS[name]))
      acknowledge(fn.role, `IAM5[Resource::<${tableId}.Arn>/index/*]`, REASONS.tableIndexes);
    if (GRANTS[name].images.length > 0) {
      acknowledge(fn.role, `IAM5[Resource::<${imagesId}.Arn>/${IMAGE_KEY_PREFIX}*]`, REASONS.productImages);
    }
    if ((GRANTS[name].uploads ?? []).length > 0) {
      acknowledge(fn.role, `IAM5[Resource::<${imagesId}.Arn>/${UPLOAD_KEY_PREFIX}*]`, REASONS.productUploads);
    }
  }

  const eventsRole = stack.services.functions.events.role;
  if (eventsRole) acknowledge(eventsRole, 'IAM5[Resource::*]', REASONS.listStreams);
  acknowledge(stack.changeStream.deadLetters, 'SQS3', REASONS.streamDeadLetters);

  for (const route of ROUTES) {
    const construct = stack.http.routes.get(route.id);
    if (construct && !needsAuthorizer(route)) acknowledge(construct, 'APIG4', REASONS.publicRoute);
  }

  const distribution = stack.web.distribution;
  if (!stack.web.hasCustomCertificate) acknowledge(distribution, 'CFR4', REASONS.defaultCertificate);
  acknowledge(distribution, 'CFR1', REASONS.geoRestriction);
  acknowledge(distribution, 'CFR2', REASONS.waf);

  if (stack.web.deployment) acknowledgeBucketDeployment(stack);

  acknowledge(stack.originSecret.secret, 'SMG4', REASONS.originSecret);
  acknowledge(stack.payments.secret, 'SMG4', REASONS.stripeSecret);
  // The singleton handlers CDK adds at stack level for the bucket notification and the CORS custom resource.
  for (const child of stack.node.children) {
    if (
      child.node.id.startsWith('BucketNotificationsHandler') ||
      child.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287')
    ) {
      acknowledge(
        child,
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        REASONS.customResourceRole,
      );
    }
  }
}

/** The singleton handler BucketDeployment adds at stack level (Custom::CDKBucketDeployment<hash>). */
function acknowledgeBucketDeployment(stack: NaggedStack): void {
  const siteId = logicalId(stack, stack.buckets.site.node.defaultChild as IConstruct);
  const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const wildcards = [
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:DeleteObject*',
    'Action::s3:Abort*',
    `Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-${account}-${region}/*`,
    `Resource::<${siteId}.Arn>/*`,
    'Resource::*',
  ];
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    acknowledge(child, 'L1', REASONS.deploymentRuntime);
    acknowledge(
      child,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      REASONS.deploymentManagedPolicy,
    );
    for (const finding of wildcards) acknowledge(child, `IAM5[${finding}]`, REASONS.deploymentWildcards);
  }
}
