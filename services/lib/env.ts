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
  };
}
