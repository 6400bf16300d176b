/** Why each cdk-nag (AwsSolutions) finding is accepted (nag-suppressions.ts acknowledges them). */
export const REASONS = {
  cognitoPlusTier:
    'Threat protection needs the Cognito Plus feature plan (billed per monthly active user). The shop runs on ' +
    'Essentials: strong password policy, e-mail verification, token revocation, no user-existence errors, and ' +
    'API Gateway throttling. Switch featurePlan to PLUS when the budget allows.',
  cognitoMfa:
    'The HTTP contract has no MFA challenge step: POST /oauth/auth/login must answer ' +
    'the tokens directly, and the local stack (cognito-local) cannot do MFA either.',
  tableIndexes:
    'The wildcard is only the index name part of the single table ARN (table/<name>/index/*): the GSIs ' +
    '(GSI1..GSI3 of TABLE_DESIGN) are queried by the item-level actions listed, nothing else.',
  productImages:
    'Objects are product images under images/products/<productId>/<file>, created per upload with generated ' +
    'names: the products service reaches only keys under images/ (ListBucket is limited to that prefix too).',
  lambdaRuntime:
    'The runtime is pinned to nodejs22.x (the bundle targets node20 so that the very same code also runs on the ' +
    'local stack’s Node 20); moving to a newer runtime is a deliberate, tested change.',
  publicRoute:
    'Public by contract (the endpoint\'s access "public" in shared/contracts): catalog, health, sign-in/sign-up and the contact ' +
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
  stripeSecret:
    'The Stripe keys are issued by Stripe, not generated here: rotating means rolling the key (or the webhook ' +
    'signing secret) in the Stripe dashboard and putting the new value into the secret, which the functions ' +
    'read again within 5 minutes (docs/infra.md, "Payments (Stripe)"). A rotation Lambda could not roll them.',
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
  xray:
    'Active X-Ray tracing (issue 24, docs/operations.md): xray:PutTraceSegments and xray:PutTelemetryRecords ' +
    'have no resource-level permissions, so AWS requires "*"; the role may do nothing else on "*".',
  xrayAndListStreams:
    'dynamodb:ListStreams (the event source mapping) and xray:PutTraceSegments/PutTelemetryRecords (active ' +
    'tracing) have no resource-level permissions: AWS requires "*". The stream reads are on its ARN.',
  alarmTopic:
    'The alarm topics carry only alarm names, states and metric values (no customer data). CloudWatch cannot ' +
    'publish to a topic encrypted with the AWS-managed aws/sns key, and a customer key per region would cost ' +
    'more than the data is worth; publishers must use TLS (enforceSSL) and only this account’s alarms may publish.',
  deploymentWildcards:
    'CDK BucketDeployment needs to read the asset objects, write/delete any key of the SPA bucket (prune) and ' +
    'create CloudFront invalidations, which only support resource "*".',
} as const;
