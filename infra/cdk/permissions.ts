/**
 * Least-privilege IAM of every Lambda, in one place. Besides these grants each function may only write to its
 * own log group (logs:CreateLogStream, logs:PutLogEvents; see constructs/service-functions.ts).
 *
 *   authorizer     user pool: AdminGetUser (no table access)
 *   auth           table read/write; user pool: AdminGetUser, AdminUpdateUserAttributes
 *   products       table read/write; image bucket images/*: PutObject, DeleteObject, GetObject, and
 *                  ListBucket restricted to the prefix images/ (deleting a product lists its image keys)
 *   carts          table read/write
 *   orders         table read/write
 *   notifications  table read/write
 *   events         table read/write (the stream itself is read through its event source mapping)
 *   users          table read/write; user pool: AdminGetUser, AdminUpdateUserAttributes, AdminDisableUser,
 *                  AdminEnableUser, AdminDeleteUser, AdminUserGlobalSignOut, ListUsers
 *   profile        table read/write; user pool: AdminGetUser, AdminUpdateUserAttributes, AdminDisableUser,
 *                  AdminUserGlobalSignOut
 *
 * The public Cognito calls (SignUp, InitiateAuth, ConfirmSignUp, ForgotPassword, RevokeToken, ...) need no IAM.
 * "read/write" is item-level only and deliberately has no Scan: every request path is a Query or a GetItem.
 * Transactions are authorised per item action (PutItem, UpdateItem, DeleteItem, ConditionCheckItem).
 */
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { FunctionName } from './constructs/service-functions.js';
import { IMAGE_KEY_PREFIX } from './constructs/buckets.js';

export const TABLE_READ_WRITE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

export const LOG_WRITE_ACTIONS = ['logs:CreateLogStream', 'logs:PutLogEvents'] as const;

export interface FunctionGrants {
  /** Item-level read/write on the table and its indexes. */
  table: boolean;
  /** cognito-idp actions on the user pool. */
  userPool: readonly string[];
  /** s3 actions on images/* of the image bucket. */
  images: readonly string[];
  /** s3:ListBucket on the image bucket, only for keys under images/. */
  listImages?: boolean;
}

const tableOnly: FunctionGrants = { table: true, userPool: [], images: [] };

export const GRANTS: Readonly<Record<FunctionName, FunctionGrants>> = {
  authorizer: { table: false, userPool: ['AdminGetUser'], images: [] },
  auth: { table: true, userPool: ['AdminGetUser', 'AdminUpdateUserAttributes'], images: [] },
  products: {
    table: true,
    userPool: [],
    images: ['PutObject', 'DeleteObject', 'GetObject'],
    listImages: true,
  },
  carts: tableOnly,
  orders: tableOnly,
  notifications: tableOnly,
  events: tableOnly,
  users: {
    table: true,
    userPool: [
      'AdminGetUser',
      'AdminUpdateUserAttributes',
      'AdminDisableUser',
      'AdminEnableUser',
      'AdminDeleteUser',
      'AdminUserGlobalSignOut',
      'ListUsers',
    ],
    images: [],
  },
  profile: {
    table: true,
    userPool: ['AdminGetUser', 'AdminUpdateUserAttributes', 'AdminDisableUser', 'AdminUserGlobalSignOut'],
    images: [],
  },
};

export interface GrantTargets {
  table: ITable;
  userPool: IUserPool;
  imagesBucket: IBucket;
}

/** The IAM statements of one function (besides its log group). */
export function statementsFor(grants: FunctionGrants, targets: GrantTargets): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  if (grants.table) {
    statements.push(
      new PolicyStatement({
        sid: 'TableItems',
        actions: [...TABLE_READ_WRITE_ACTIONS],
        resources: [targets.table.tableArn, `${targets.table.tableArn}/index/*`],
      }),
    );
  }
  if (grants.userPool.length > 0) {
    statements.push(
      new PolicyStatement({
        sid: 'UserPool',
        actions: grants.userPool.map((action) => `cognito-idp:${action}`),
        resources: [targets.userPool.userPoolArn],
      }),
    );
  }
  if (grants.images.length > 0) {
    statements.push(
      new PolicyStatement({
        sid: 'ProductImages',
        actions: grants.images.map((action) => `s3:${action}`),
        resources: [targets.imagesBucket.arnForObjects(`${IMAGE_KEY_PREFIX}*`)],
      }),
    );
  }
  if (grants.listImages) {
    statements.push(
      new PolicyStatement({
        sid: 'ListProductImages',
        actions: ['s3:ListBucket'],
        resources: [targets.imagesBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': `${IMAGE_KEY_PREFIX}*` } },
      }),
    );
  }
  return statements;
}

export function applyPermissions(functions: Record<FunctionName, IFunction>, targets: GrantTargets): void {
  for (const [name, fn] of Object.entries(functions) as [FunctionName, IFunction][]) {
    for (const statement of statementsFor(GRANTS[name], targets)) fn.addToRolePolicy(statement);
  }
}
