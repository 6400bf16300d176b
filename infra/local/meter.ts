/**
 * Metering of the local stack for the cost model (`npm run bench:cost`, bench/cost/): each handler invocation
 * (API functions, the authorizer, the stream consumer, the images function, the schedules) is timed, and every
 * DynamoDB call it makes asks for `ReturnConsumedCapacity: INDEXES` (the total, split into the table and
 * each index) and adds the read and write units DynamoDB answers to that invocation; Cognito, S3 and SES calls are counted. Off unless a tool calls installMeter()
 * before the stack loads its handlers: then meterHandler() wraps each handler; otherwise it answers the handler
 * itself, so `npm start` and the tests run exactly as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Invocation {
  /** The function, as deployed: products, orders, authorizer, events, ... */
  fn: string;
  ms: number;
  readUnits: number;
  writeUnits: number;
  dynamodbCalls: number;
  /**
   * DynamoDB round trips: the calls begun while none of the invocation's calls was on its way (calls sent
   * together, in parallel, count once), what a checkout's "at most 3 round trips" counts.
   */
  dynamodbRoundTrips: number;
  /** Calls per other AWS service: cognito, s3, sesv2, ... */
  otherCalls: Record<string, number>;
  /** An API invocation's route key (`GET /v1/products/{id}`) and whether it came without a token. */
  route?: string;
  anonymous?: boolean;
}

/** Commands that take ReturnConsumedCapacity (low-level and document client names). */
const CAPACITY_COMMANDS = new Set(
  [
    'GetItem',
    'PutItem',
    'UpdateItem',
    'DeleteItem',
    'Query',
    'Scan',
    'BatchGetItem',
    'BatchWriteItem',
    'TransactGetItems',
    'TransactWriteItems',
    'Get',
    'Put',
    'Update',
    'Delete',
    'BatchGet',
    'BatchWrite',
    'TransactGet',
    'TransactWrite',
  ].map((name) => `${name}Command`),
);

interface Capacity {
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}

/** One item of a TransactWriteItems: its image before and after (marshalled), for a transaction's pricing. */
export interface TransactionItemChange {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** A ConditionCheck: the item is read, not written. */
  conditionOnly?: boolean;
}

/** Write units of a transaction from its items' images (bench/cost/transaction-units.ts). */
export type TransactionPricing = (changes: readonly TransactionItemChange[]) => number;

export interface MeterOptions {
  /**
   * Prices each TransactWriteItems from its items instead of DynamoDB Local's answer (which is doubled and
   * counts items of one size once: docs/cost.md). The meter reads each item before and after the transaction
   * (not counted, and its time taken off the invocation's).
   */
  transactionWriteUnits?: TransactionPricing;
}

type Send = (
  this: unknown,
  command: { input: Record<string, unknown>; constructor: { name: string } },
  ...rest: unknown[]
) => Promise<unknown>;

export class Meter {
  readonly invocations: Invocation[] = [];
  private readonly current = new AsyncLocalStorage<Invocation>();
  /** Calls that answered no ConsumedCapacity (should stay 0: DynamoDB Local answers it). */
  missingCapacity = 0;
  /** Each invocation's DynamoDB calls on their way. */
  private readonly inFlight = new WeakMap<Invocation, number>();
  /** Milliseconds an invocation spent in the meter's own reads (taken off its time). */
  private readonly overhead = new WeakMap<Invocation, number>();

  constructor(readonly options: MeterOptions = {}) {}

  /** Time the meter spent on an invocation's behalf. */
  addOverhead(invocation: Invocation, ms: number): void {
    this.overhead.set(invocation, (this.overhead.get(invocation) ?? 0) + ms);
  }

  async invoke<T>(fn: string, run: () => Promise<T>, event?: unknown): Promise<T> {
    const invocation: Invocation = {
      fn,
      ms: 0,
      readUnits: 0,
      writeUnits: 0,
      dynamodbCalls: 0,
      dynamodbRoundTrips: 0,
      otherCalls: {},
    };
    const request = event as { routeKey?: unknown; headers?: Record<string, unknown> } | undefined;
    if (typeof request?.routeKey === 'string') {
      invocation.route = request.routeKey;
      invocation.anonymous = !request.headers?.authorization;
    }
    const started = performance.now();
    try {
      return await this.current.run(invocation, run);
    } finally {
      invocation.ms = performance.now() - started - (this.overhead.get(invocation) ?? 0);
      this.invocations.push(invocation);
    }
  }

  /** Before a DynamoDB call: asks for the consumed capacity when a metered invocation makes it. */
  beforeDynamo(command: {
    input: Record<string, unknown>;
    constructor: { name: string };
  }): Invocation | undefined {
    const invocation = this.current.getStore();
    if (invocation && CAPACITY_COMMANDS.has(command.constructor.name))
      command.input.ReturnConsumedCapacity ??= 'INDEXES';
    if (invocation) {
      const onTheirWay = this.inFlight.get(invocation) ?? 0;
      if (onTheirWay === 0) invocation.dynamodbRoundTrips += 1;
      this.inFlight.set(invocation, onTheirWay + 1);
    }
    return invocation;
  }

  /** A DynamoDB call of `invocation` has answered (or failed): it is no longer on its way. */
  settledDynamo(invocation: Invocation): void {
    this.inFlight.set(invocation, Math.max(0, (this.inFlight.get(invocation) ?? 1) - 1));
  }

  afterDynamo(
    invocation: Invocation,
    command: { constructor: { name: string } },
    output: unknown,
    pricedWriteUnits?: number,
  ): void {
    invocation.dynamodbCalls += 1;
    if (pricedWriteUnits !== undefined) {
      invocation.writeUnits += pricedWriteUnits;
      return;
    }
    if (!CAPACITY_COMMANDS.has(command.constructor.name)) return;
    const consumed = (output as { ConsumedCapacity?: Capacity | Capacity[] } | undefined)?.ConsumedCapacity;
    if (!consumed) {
      this.missingCapacity += 1;
      return;
    }
    const isWrite = /^(Put|Update|Delete|BatchWrite|TransactWrite)/.test(command.constructor.name);
    // DynamoDB bills a transaction's table reads and writes twice (prepare and commit). DynamoDB Local's answer
    // for a transaction is not that bill: it is already doubled, and items of the same size count once
    // (docs/cost.md, "Settled"), so a transaction's figure here is approximate; bench:writes prices each item.
    const tableFactor = /^Transact/.test(command.constructor.name) ? 2 : 1;
    for (const entry of Array.isArray(consumed) ? consumed : [consumed]) {
      const table = entry.Table?.CapacityUnits;
      const indexes = Object.values(entry.GlobalSecondaryIndexes ?? {}).reduce(
        (sum, index) => sum + (index.CapacityUnits ?? 0),
        0,
      );
      const units =
        table === undefined ? (entry.CapacityUnits ?? 0) * tableFactor : table * tableFactor + indexes;
      if (isWrite) invocation.writeUnits += units;
      else invocation.readUnits += units;
    }
  }

  countCall(service: string): void {
    const invocation = this.current.getStore();
    if (invocation) invocation.otherCalls[service] = (invocation.otherCalls[service] ?? 0) + 1;
  }

  /** Forgets what was recorded (between journeys). */
  take(): Invocation[] {
    return this.invocations.splice(0, this.invocations.length);
  }

  /** Until no handler has run for 2 s (the stream's work is done), a minute at the most. */
  async settle(): Promise<void> {
    let seen = -1;
    let quiet = 0;
    for (let waited = 0; waited < 60_000 && quiet < 4; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = this.invocations.length;
      quiet = now === seen ? quiet + 1 : 0;
      seen = now;
    }
  }
}

const GLOBAL_KEY = Symbol.for('pitahaya.meter');
type WithMeter = typeof globalThis & { [GLOBAL_KEY]?: Meter };

export const activeMeter = (): Meter | undefined => (globalThis as WithMeter)[GLOBAL_KEY];

type TransactAction = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
const TRANSACT_ACTIONS: readonly TransactAction[] = ['Put', 'Update', 'Delete', 'ConditionCheck'];
const TRANSACT_WRITES = new Set(['TransactWriteItemsCommand', 'TransactWriteCommand']);

interface ItemReader {
  /** The item at a key as DynamoDB holds it now (marshalled), read apart from the meter's counts. */
  read(
    client: unknown,
    tableName: string,
    key: Record<string, unknown>,
  ): Promise<Record<string, unknown> | undefined>;
}

/** Each item of a transaction: its table, its key (marshalled) and whether it is only checked. */
function transactItems(
  command: { input: Record<string, unknown>; constructor: { name: string } },
  marshall: (value: Record<string, unknown>) => Record<string, unknown>,
) {
  const plain = command.constructor.name === 'TransactWriteCommand';
  const items = (command.input.TransactItems ?? []) as Record<string, Record<string, unknown>>[];
  return items.flatMap((entry) => {
    const action = TRANSACT_ACTIONS.find((name) => entry[name]);
    if (!action) return [];
    const body = entry[action] as Record<string, unknown>;
    const source = (action === 'Put' ? body.Item : body.Key) as Record<string, unknown>;
    const key = action === 'Put' ? { PK: source.PK, SK: source.SK } : source;
    return [
      {
        tableName: String(body.TableName),
        key: plain ? marshall(key) : key,
        conditionOnly: action === 'ConditionCheck',
      },
    ];
  });
}

function patchDynamo(
  prototype: { send: Send },
  meter: Meter,
  reader: ItemReader,
  marshall: (value: Record<string, unknown>) => Record<string, unknown>,
): void {
  const original = prototype.send;
  prototype.send = async function send(this: unknown, command, ...rest) {
    const invocation = meter.beforeDynamo(command);
    const pricing =
      invocation && TRANSACT_WRITES.has(command.constructor.name)
        ? meter.options.transactionWriteUnits
        : undefined;
    const items = pricing ? transactItems(command, marshall) : [];
    const readAll = async () => {
      const started = performance.now();
      const images = await Promise.all(items.map((item) => reader.read(this, item.tableName, item.key)));
      if (invocation) meter.addOverhead(invocation, performance.now() - started);
      return images;
    };
    const before = pricing ? await readAll() : [];
    let output: unknown;
    try {
      output = await original.call(this, command, ...rest);
    } finally {
      if (invocation) meter.settledDynamo(invocation);
    }
    if (invocation) {
      const after = pricing ? await readAll() : [];
      const priced = pricing?.(
        items.map((item, index) => ({
          before: before[index],
          after: item.conditionOnly ? before[index] : after[index],
          conditionOnly: item.conditionOnly,
        })),
      );
      meter.afterDynamo(invocation, command, output, priced);
    }
    return output;
  };
}

/** Turns metering on for this process (before the stack starts). */
export async function installMeter(options: MeterOptions = {}): Promise<Meter> {
  const existing = activeMeter();
  if (existing) return existing;
  const meter = new Meter(options);
  (globalThis as WithMeter)[GLOBAL_KEY] = meter;
  const [{ DynamoDBClient, GetItemCommand }, { DynamoDBDocumentClient }, { marshall }] = await Promise.all([
    import('@aws-sdk/client-dynamodb'),
    import('@aws-sdk/lib-dynamodb'),
    import('@aws-sdk/util-dynamodb'),
  ]);
  const lowLevelSend = DynamoDBClient.prototype.send as unknown as Send;
  const reader: ItemReader = {
    async read(client, tableName, key) {
      const command = new GetItemCommand({ TableName: tableName, Key: key as never, ConsistentRead: true });
      const answer = (await lowLevelSend.call(client, command as never)) as {
        Item?: Record<string, unknown>;
      };
      return answer.Item;
    },
  };
  const toKey = (value: Record<string, unknown>) => marshall(value) as Record<string, unknown>;
  patchDynamo(DynamoDBClient.prototype as unknown as { send: Send }, meter, reader, toKey);
  patchDynamo(DynamoDBDocumentClient.prototype as unknown as { send: Send }, meter, reader, toKey);
  const others = await Promise.all([
    import('@aws-sdk/client-cognito-identity-provider').then(
      (m) => ['cognito', m.CognitoIdentityProviderClient] as const,
    ),
    import('@aws-sdk/client-s3').then((m) => ['s3', m.S3Client] as const),
    import('@aws-sdk/client-sesv2').then((m) => ['ses', m.SESv2Client] as const),
  ]);
  for (const [service, Client] of others) {
    const prototype = Client.prototype as unknown as { send: Send };
    const original = prototype.send;
    prototype.send = function send(this: unknown, ...args) {
      meter.countCall(service);
      return original.apply(this, args);
    };
  }
  return meter;
}

/** The handler, timed and metered when a meter is installed; the handler itself otherwise. */
export function meterHandler<F extends (...args: never[]) => Promise<unknown>>(fn: string, handler: F): F {
  const meter = activeMeter();
  if (!meter) return handler;
  return ((...args: Parameters<F>) => meter.invoke(fn, () => handler(...args), args[0])) as F;
}
