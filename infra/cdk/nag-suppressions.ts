/**
 * cdk-nag (AwsSolutions) findings accepted on purpose, each with its reason, acknowledged on the narrowest
 * construct with `Validations.of(construct).acknowledge(...)` (cdk-nag 3). Everything else must pass the checks.
 */
import { type CfnElement, DefaultStackSynthesizer, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { needsAuthorizer, ROUTES } from '../../shared/contracts/route-table.js';
import type { PitahayaStack } from './pitahaya-stack.js';
import { FUNCTION_NAMES } from './constructs/service-functions.js';
import { GRANTS, usesIndexes } from './permissions.js';
import { IMAGE_KEY_PREFIX, UPLOAD_KEY_PREFIX } from '../../services/lib/product-images.js';

export const REASONS = {
  cognitoPlusTier:
    'Threat protection needs the Cognito Plus feature plan (billed per monthly active user). The shop runs on ' +
    'Essentials: strong password policy, e-mail verification, token revocation, no user-existence errors, and ' +
    'API Gateway throttling. Switch featurePlan to PLUS when the budget allows.',
  cognitoMfa:
    'The HTTP contract (ARCHITECTURE.md section 3) has no MFA challenge step: POST /oauth/auth/login must answer ' +
    'the tokens directly, and the local stack (cognito-local) cannot do MFA either.',
  tableIndexes:
    'The wildcard is only the index name part of the single table ARN (table/<name>/index/*): the GSIs ' +
    '(GSI1..GSI3 of TABLE_DESIGN) are queried by the item-level actions listed, nothing else.',
  productImages:
    'Objects are product images under images/products/<productId>/<file>, created per upload with generated ' +
    'names: the products service reaches only keys under images/ (ListBucket is limited to that prefix too).',
  lambdaRuntime:
    'ARCHITECTURE.md pins nodejs22.x (the bundle targets node20 so that the very same code also runs on the ' +
    'local stack’s Node 20); moving to a newer runtime is a deliberate, tested change.',
  publicRoute:
    'Public by contract (shared/routes.ts access "public"): catalog, health, sign-in/sign-up and the contact ' +
    'form. Routes that may read the caller go through the Lambda authorizer.',
  defaultCertificate:
    'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose security ' +
    'policy CloudFront fixes. Set the domainNames + certificateArn context to get TLSv1.2_2021 as minimum.',
  geoRestriction: 'A Spanish-language shop open to buyers anywhere: no country is restricted.',
  waf:
    'The web ACL is attached by ARN from the us-east-1 edge stack (or the webAclArn context), which cdk-nag ' +
    'cannot see from this stack; the edge stack and its rules are checked by the CDK tests.',
  productUploads:
    'Uploads wait under uploads/products/<productId>/<file> (generated names) for their check: the products ' +
    'service presigns PUTs there and deletes leftovers, the images function reads and removes them.',
  originSecret:
    'The origin secret only proves a request came through CloudFront; rotating it means changing the secret ' +
    'and deploying again so CloudFront and the functions get the new value together (docs/security.md).',
  customResourceRole:
    'CDK-provided custom resource handlers (S3 event notification setup, the bucket CORS call) use ' +
    'AWSLambdaBasicExecutionRole for their own logs and only run during deployments.',
  listStreams:
    'dynamodb:ListStreams has no resource-level permissions (AWS requires "*"); the event source mapping of ' +
    'the events function adds it beside DescribeStream/GetRecords/GetShardIterator on the table’s stream ARN.',
  streamDeadLetters:
    'This queue is itself the dead-letter destination of the table stream’s event source mapping (records the ' +
    'events function failed on, kept 14 days); a queue behind it would only hold copies of copies.',
  deploymentRuntime:
    'BucketDeployment is the CDK-provided custom resource that uploads the built SPA; its handler runtime ' +
    'and role are owned by aws-cdk-lib.',
  deploymentManagedPolicy:
    'The CDK BucketDeployment handler role uses AWSLambdaBasicExecutionRole for its own logs; it only runs ' +
    'during deployments.',
  deploymentWildcards:
    'CDK BucketDeployment needs to read the asset objects, write/delete any key of the SPA bucket (prune) and ' +
    'create CloudFront invalidations, which only support resource "*".',
} as const;

function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${id}`, reason });
}

function logicalId(stack: Stack, element: IConstruct): string {
  return stack.resolve((element as CfnElement).logicalId) as string;
}

export function applyNagSuppressions(stack: PitahayaStack): void {
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
function acknowledgeBucketDeployment(stack: PitahayaStack): void {
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
