/**
 * Configuration read from the environment, identical in AWS (set by the CDK) and locally (set by the local
 * stack). The *_ENDPOINT variables are only set locally: they point the SDK clients at the emulators.
 */
export interface ServiceEnv {
  region: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  imagesBucket: string;
  /** Public path (same origin) under which images are served, e.g. /images/. */
  imagesBaseUrl: string;
  dynamodbEndpoint?: string;
  cognitoEndpoint?: string;
  s3Endpoint?: string;
  /** Token issuer when it is not AWS Cognito's (cognito-local). */
  cognitoIssuer?: string;
  /** The stack runs on this machine (enables the local-only outbox, relaxes nothing else). */
  isLocal: boolean;
  /**
   * Answer timeout of the DynamoDB and S3 clients instead of the shared constants (set only by the local stack:
   * the emulators on a 2-core laptop under a benchmark answer slower than AWS).
   */
  sdkRequestTimeoutMs?: number;
  /**
   * The table is still being given the order lines' keys-only indexes (LINE_INDEXES=legacy, docs/operations.md
   * "The lines' indexes"): lines carry their old GSI1..GSI5 keys too and are read through those.
   */
  lineIndexesLegacy: boolean;
  /**
   * The order's consumer entry is still read through GSI1 (LINE_INDEXES=legacy, or =consumer-legacy while a table
   * that has LINES1..LINES5 is given LINES6): written there and on LINES6.
   */
  consumerOrdersLegacy: boolean;
}

const optional = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

export function readEnv(): ServiceEnv {
  return {
    region: optional('AWS_REGION') ?? 'eu-west-1',
    tableName: optional('TABLE_NAME') ?? 'pitahaya',
    userPoolId: optional('USER_POOL_ID') ?? '',
    userPoolClientId: optional('USER_POOL_CLIENT_ID') ?? '',
    imagesBucket: optional('IMAGES_BUCKET') ?? '',
    imagesBaseUrl: optional('IMAGES_BASE_URL') ?? '/images/',
    dynamodbEndpoint: optional('DYNAMODB_ENDPOINT'),
    cognitoEndpoint: optional('COGNITO_ENDPOINT'),
    s3Endpoint: optional('S3_ENDPOINT'),
    cognitoIssuer: optional('COGNITO_ISSUER'),
    isLocal: optional('PITAHAYA_LOCAL') === 'true',
    lineIndexesLegacy: optional('LINE_INDEXES') === 'legacy',
    consumerOrdersLegacy: ['legacy', 'consumer-legacy'].includes(optional('LINE_INDEXES') ?? ''),
    ...timeoutOverride(optional('SDK_REQUEST_TIMEOUT_MS')),
  };
}

/** A whole number of milliseconds between 100 ms and 2 minutes, else no override. */
function timeoutOverride(value: string | undefined): { sdkRequestTimeoutMs?: number } {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed >= 100 && parsed <= 120_000
    ? { sdkRequestTimeoutMs: parsed }
    : {};
}
