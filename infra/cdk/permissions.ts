/**
 * Least-privilege IAM of every Lambda, in one place. Besides these grants each function may only write to its
 * own log group (logs:CreateLogStream, logs:PutLogEvents; see constructs/service-functions.ts).
 *
 *   authorizer     table BatchGetItem (revoked tokens and sessions, one call per request); user pool: AdminGetUser
 *   auth           table read/write; user pool: AdminGetUser, AdminUpdateUserAttributes, AdminDeleteUser (undo of
 *                  a half-done sign-up), AdminUserGlobalSignOut (a password reset ends every session)
 *   products       table read/write; image bucket uploads/*: PutObject (presigned uploads), DeleteObject;
 *                  images/*: DeleteObject, GetObject; ListBucket restricted to the prefixes images/ and uploads/
 *                  (deleting a product lists its keys)
 *   images         table GetItem, UpdateItem (the product's image state); uploads/*: GetObject, DeleteObject;
 *                  images/*: PutObject, DeleteObject (publishing a checked image)
 *   carts          table read/write
 *   orders         table read/write; the Stripe secret: read (Checkout Sessions at checkout and retry)
 *   payments       table read/write (the shop's payment settings); the Stripe secret: read (webhook, payouts,
 *                  Connect)
 *   invoices       table read/write (an order's invoices, the PDF links' key: a settings item it creates once)
 *   fulfilment     table read/write (the farms' status changes: the lines, the order, stock back on a cancel,
 *                  a refund item owed; no Stripe call: refunds are sent by the events function)
 *   reports        read-only: table Query (the stats counters' buckets), BatchGetItem (the names of the top
 *                  products and farms, an order by id); Query on GSI1, GSI2, GSI3 and GSI4 only (the analytics'
 *                  counted Queries of the user directory: new users by role, active consumers, buyers; the
 *                  admins' order search: users by e-mail or name on GSI2, their orders on LINES6, an order's
 *                  reference on LINES3; GSI1 and GSI3 while LINE_INDEXES=legacy). No write of any kind.
 *   notifications  table read/write
 *   legal          table read/write (the shop's identity and legal texts: partition LEGAL)
 *   openapi        nothing (it answers the API description written beside its code at bundling)
 *   reviews        table read/write (reviews in their product's partition, their pointers; a consumer's orders
 *                  read to check a delivered line)
 *   withdrawals    table read/write (a withdrawal, its order's lines and payment, refund and mail items)
 *   events         table read/write (the stream itself is read through its event source mapping); the Stripe
 *                  secret: read (refunds)
 *   users          table read/write; user pool: AdminGetUser, AdminUpdateUserAttributes, AdminDisableUser,
 *                  AdminEnableUser, AdminDeleteUser, AdminUserGlobalSignOut, ListUsers
 *   profile        table read/write; user pool: AdminGetUser, AdminUpdateUserAttributes, AdminDisableUser,
 *                  AdminDeleteUser (a consumer deleting their own account), AdminUserGlobalSignOut; image bucket uploads/*: PutObject (presigned uploads of a farm page's
 *                  photos); images/*: DeleteObject (a photo the farm removed from its page)
 *   migrations     table GetItem, PutItem (its markers, a farm's slug guard), UpdateItem, Query (an order's
 *                  partition, the shop's stats months); Query on GSI1 (the producers it gives a page) and GSI2 (the
 *                  catalog, the orders' month shards) only; lambda:InvokeFunction on itself
 *                  (constructs/data-migrations.ts: a long run goes on)
 *   payments-sweeper  table read/write; the Stripe secret: read (expired payments, late transfers)
 *   subscriptions  table read/write (the consumers' recurring boxes, docs/subscriptions.md); the Stripe secret:
 *                  read (the page that saves a card: a customer and a Checkout Session in setup mode)
 *   subscriptions-cycle  table read/write (each due cycle's order, in the checkout's transaction; reminders); the
 *                  Stripe secret: read (each card cycle charged off-session)
 *   directory-sync  table GetItem, BatchGetItem, Query, PutItem, UpdateItem, DeleteItem, BatchWriteItem (directory
 *                  rows by id, its cursor and "seen" items, a producer's products hidden or restored, a deleted
 *                  user's row and cart); Query on GSI1 (role partitions, a producer's products) and GSI2 (e-mail
 *                  entry) only; user pool: ListUsers, AdminGetUser (read only: Cognito is never written)
 *
 * "The Stripe secret: read" is the secret's grantRead (secretsmanager:GetSecretValue, DescribeSecret on that
 * secret's ARN alone; constructs/stripe-payments.ts).
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
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { FunctionName } from './constructs/service-functions.js';
import { IMAGE_KEY_PREFIX, UPLOAD_KEY_PREFIX } from '../../services/lib/product-images.js';

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
  /** Item-level read/write on the table and its indexes (true), or only these dynamodb actions on the table. */
  table: boolean | readonly string[];
  /** cognito-idp actions on the user pool. */
  userPool: readonly string[];
  /** s3 actions on images/* of the image bucket (published images). */
  images: readonly string[];
  /** s3 actions on uploads/* of the image bucket (uploads waiting for their check). */
  uploads?: readonly string[];
  /** s3:ListBucket on the image bucket, only for keys under images/ and uploads/. */
  listImages?: boolean;
  /** dynamodb:Query on these indexes only (for a function without the full read/write set). */
  indexQueries?: readonly string[];
  /** Read the Stripe secret (the keys of the functions that talk to Stripe). */
  stripeSecret?: boolean;
}

const tableOnly: FunctionGrants = { table: true, userPool: [], images: [] };
const tableAndStripe: FunctionGrants = { ...tableOnly, stripeSecret: true };
/**
 * One user's account in Cognito: read it, change its attributes, delete it, sign it out everywhere (auth; users
 * and profile add their own calls).
 */
const ACCOUNT_CALLS = [
  'AdminGetUser',
  'AdminUpdateUserAttributes',
  'AdminDeleteUser',
  'AdminUserGlobalSignOut',
];

/** Whether the grants include the table's indexes (the full read/write set). */
export const usesIndexes = (grants: FunctionGrants): boolean => grants.table === true;

export const GRANTS: Readonly<Record<FunctionName, FunctionGrants>> = {
  authorizer: { table: ['BatchGetItem'], userPool: ['AdminGetUser'], images: [] },
  auth: { table: true, userPool: ACCOUNT_CALLS, images: [] },
  products: {
    table: true,
    userPool: [],
    images: ['DeleteObject', 'GetObject'],
    uploads: ['PutObject', 'DeleteObject'],
    listImages: true,
  },
  images: {
    table: ['GetItem', 'UpdateItem'],
    userPool: [],
    images: ['PutObject', 'DeleteObject'],
    uploads: ['GetObject', 'DeleteObject'],
  },
  carts: tableOnly,
  orders: tableAndStripe,
  payments: tableAndStripe,
  invoices: tableOnly,
  fulfilment: tableOnly,
  reports: {
    table: ['Query', 'BatchGetItem'],
    // LINES3: the search by an order's reference, LINES6: a customer's orders (their keys; the orders then read
    // by key).
    indexQueries: ['GSI1', 'GSI2', 'GSI3', 'GSI4', 'LINES3', 'LINES6'],
    userPool: [],
    images: [],
  },
  notifications: tableOnly,
  legal: tableOnly,
  openapi: { table: false, userPool: [], images: [] },
  reviews: tableOnly,
  withdrawals: tableOnly,
  harvest: tableOnly,
  'harvest-cutoffs': tableOnly,
  events: tableAndStripe,
  users: {
    table: true,
    userPool: [...ACCOUNT_CALLS, 'AdminDisableUser', 'AdminEnableUser', 'ListUsers'],
    images: [],
  },
  profile: {
    table: true,
    userPool: [...ACCOUNT_CALLS, 'AdminDisableUser'],
    images: ['DeleteObject'],
    uploads: ['PutObject'],
  },
  migrations: {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'Query'],
    // GSI2/GSI4: the line-indexes migration walks the orders' and lines' old month indexes; LINES4: the
    // order-keys migration walks the orders' month index (services/migrations/line-indexes.ts, order-keys.ts).
    indexQueries: ['GSI1', 'GSI2', 'GSI4', 'LINES4'],
    userPool: [],
    images: [],
  },
  'payments-sweeper': tableAndStripe,
  subscriptions: tableAndStripe,
  'subscriptions-cycle': tableAndStripe,
  'payments-reconciler': tableAndStripe,
  'directory-sync': {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexQueries: ['GSI1', 'GSI2'],
    userPool: ['ListUsers', 'AdminGetUser'],
    images: [],
  },
};

export interface GrantTargets {
  table: ITable;
  userPool: IUserPool;
  imagesBucket: IBucket;
  /** The Stripe keys (constructs/stripe-payments.ts). */
  stripeSecret: ISecret;
}

/** The IAM statements of one function (besides its log group). */
export function statementsFor(grants: FunctionGrants, targets: GrantTargets): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  if (grants.table === true) {
    statements.push(
      new PolicyStatement({
        sid: 'TableItems',
        actions: [...TABLE_READ_WRITE_ACTIONS],
        resources: [targets.table.tableArn, `${targets.table.tableArn}/index/*`],
      }),
    );
  } else if (grants.table !== false && grants.table.length > 0) {
    statements.push(
      new PolicyStatement({
        sid: 'TableItems',
        actions: grants.table.map((action) => `dynamodb:${action}`),
        resources: [targets.table.tableArn],
      }),
    );
  }
  if (grants.indexQueries && grants.indexQueries.length > 0) {
    statements.push(
      new PolicyStatement({
        sid: 'IndexQueries',
        actions: ['dynamodb:Query'],
        resources: grants.indexQueries.map((index) => `${targets.table.tableArn}/index/${index}`),
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
  if (grants.uploads && grants.uploads.length > 0) {
    statements.push(
      new PolicyStatement({
        sid: 'ProductUploads',
        actions: grants.uploads.map((action) => `s3:${action}`),
        resources: [targets.imagesBucket.arnForObjects(`${UPLOAD_KEY_PREFIX}*`)],
      }),
    );
  }
  if (grants.listImages) {
    statements.push(
      new PolicyStatement({
        sid: 'ListProductImages',
        actions: ['s3:ListBucket'],
        resources: [targets.imagesBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${IMAGE_KEY_PREFIX}*`, `${UPLOAD_KEY_PREFIX}*`] } },
      }),
    );
  }
  return statements;
}

export function applyPermissions(functions: Record<FunctionName, IFunction>, targets: GrantTargets): void {
  for (const [name, fn] of Object.entries(functions) as [FunctionName, IFunction][]) {
    for (const statement of statementsFor(GRANTS[name], targets)) fn.addToRolePolicy(statement);
    if (GRANTS[name].stripeSecret) targets.stripeSecret.grantRead(fn);
  }
}
