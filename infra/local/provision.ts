/**
 * Provisioning, idempotent, on every start: the table (TABLE_DESIGN: keys, every GSI, TTL), the user pool
 * (e-mail as username, custom:role, the password policy of shared/constants/auth.ts) and its app client
 * (USER_PASSWORD_AUTH + REFRESH_TOKEN_AUTH), and the image bucket. The table has its change stream on
 * (read by the stream poller, infra/local/change-stream.ts). Existing resources are found by name and
 * kept; what is missing (a table, a GSI added to the design, TTL, the custom attribute) is added.
 */
import {
  AddCustomAttributesCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  APP_CLIENT_READ_ATTRIBUTES,
  APP_CLIENT_WRITE_ATTRIBUTES,
  PASSWORD_POLICY,
} from '../../shared/constants/auth.js';
import { KEY_ATTRIBUTES, TABLE_DESIGN } from '../../services/lib/data/table-design.js';
import type { LocalClients } from './clients.js';
import { RESOURCE_NAMES, type Provisioned } from './config.js';
import { waitUntil } from './wait.js';

export const ROLE_ATTRIBUTE = 'custom:role';

function globalIndexes(): GlobalSecondaryIndex[] {
  return TABLE_DESIGN.globalIndexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection:
      index.projection.type === 'INCLUDE'
        ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection.attributes] }
        : { ProjectionType: index.projection.type },
  }));
}

const streamSpecification = { StreamEnabled: true, StreamViewType: TABLE_DESIGN.streamViewType };

const attributeDefinitions = () =>
  KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

async function describeTable(dynamodb: DynamoDBClient, tableName: string) {
  try {
    return (await dynamodb.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException || (error as Error).name === 'ResourceNotFoundException') {
      return undefined;
    }
    throw error;
  }
}

async function waitActive(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  await waitUntil(
    `Table ${tableName}`,
    async () => {
      const table = await describeTable(dynamodb, tableName);
      return (
        table?.TableStatus === 'ACTIVE' &&
        (table.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE')
      );
    },
    { timeoutMs: 30_000, intervalMs: 50 },
  );
}

/** The single table with all its GSIs and TTL. Answers whether it was created now. */
export async function ensureTable(dynamodb: DynamoDBClient, tableName: string): Promise<boolean> {
  let table = await describeTable(dynamodb, tableName);
  const created = !table;
  if (!table) {
    await dynamodb.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions(),
        KeySchema: [
          { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: globalIndexes(),
        StreamSpecification: streamSpecification,
      }),
    );
    await waitActive(dynamodb, tableName);
    table = await describeTable(dynamodb, tableName);
  }
  const existing = new Set((table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of globalIndexes()) {
    if (existing.has(index.IndexName)) continue;
    await dynamodb.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions(),
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    await waitActive(dynamodb, tableName);
  }
  if (!table?.StreamSpecification?.StreamEnabled) {
    // A table made before the design had a stream (data under .local/ from an older checkout).
    await dynamodb.send(
      new UpdateTableCommand({ TableName: tableName, StreamSpecification: streamSpecification }),
    );
    await waitActive(dynamodb, tableName);
  }
  const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const ttlStatus = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (ttlStatus !== 'ENABLED' && ttlStatus !== 'ENABLING') {
    await dynamodb.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_DESIGN.ttlAttribute, Enabled: true },
      }),
    );
  }
  return created;
}

/** The user pool, found by name or created. Answers its id. */
export async function ensureUserPool(
  cognito: CognitoIdentityProviderClient,
  poolName: string,
): Promise<string> {
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const found = pools.UserPools?.find((pool) => pool.Name === poolName);
  if (found?.Id) {
    await ensureRoleAttribute(cognito, found.Id);
    return found.Id;
  }
  const created = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: poolName,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
      Schema: [
        {
          Name: 'role',
          AttributeDataType: 'String',
          Mutable: true,
          StringAttributeConstraints: { MinLength: '1', MaxLength: '20' },
        },
      ],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    }),
  );
  const id = created.UserPool?.Id;
  if (!id) throw new Error('cognito-local created a user pool without an id');
  return id;
}

async function ensureRoleAttribute(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  const pool = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
  const has = pool.UserPool?.SchemaAttributes?.some((attribute) => attribute.Name === ROLE_ATTRIBUTE);
  if (has) return;
  await cognito.send(
    new AddCustomAttributesCommand({
      UserPoolId: userPoolId,
      CustomAttributes: [{ Name: 'role', AttributeDataType: 'String', Mutable: true }],
    }),
  );
}

/** The SPA's app client (no secret), found by name or created. Answers its id. */
export async function ensureUserPoolClient(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  clientName: string,
): Promise<string> {
  const clients = await cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const found = clients.UserPoolClients?.find((client) => client.ClientName === clientName);
  if (found?.ClientId) return found.ClientId;
  const created = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      ReadAttributes: [...APP_CLIENT_READ_ATTRIBUTES],
      WriteAttributes: [...APP_CLIENT_WRITE_ATTRIBUTES],
    }),
  );
  const id = created.UserPoolClient?.ClientId;
  if (!id) throw new Error('cognito-local created an app client without an id');
  return id;
}

export async function ensureBucket(s3: S3Client, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404 && (error as Error).name !== 'NotFound') throw error;
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}

/** Everything, in parallel where independent. */
export async function provision(
  clients: LocalClients,
  issuerDomain: string,
  names: { table: string; userPool: string; userPoolClient: string; bucket: string } = RESOURCE_NAMES,
): Promise<Provisioned> {
  const [, userPool] = await Promise.all([
    ensureTable(clients.dynamodb, names.table),
    (async () => {
      const userPoolId = await ensureUserPool(clients.cognito, names.userPool);
      const userPoolClientId = await ensureUserPoolClient(clients.cognito, userPoolId, names.userPoolClient);
      return { userPoolId, userPoolClientId };
    })(),
    ensureBucket(clients.s3, names.bucket),
  ]);
  return {
    tableName: names.table,
    userPoolId: userPool.userPoolId,
    userPoolClientId: userPool.userPoolClientId,
    bucket: names.bucket,
    issuer: `${issuerDomain}/${userPool.userPoolId}`,
  };
}
