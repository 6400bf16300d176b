import { describe, expect, it } from 'vitest';
import { Meter, meterHandler } from './meter.js';

const command = (name: string, input: Record<string, unknown> = {}) => ({ input, constructor: { name } });

describe('Meter', () => {
  it('asks for the capacity inside an invocation only, and adds reads, writes and transactions as AWS bills them', async () => {
    const meter = new Meter();
    const outside = command('GetCommand');
    expect(meter.beforeDynamo(outside)).toBeUndefined();
    expect(outside.input.ReturnConsumedCapacity).toBeUndefined();
    await meter.invoke(
      'orders',
      async () => {
        const get = command('GetCommand');
        const invocation = meter.beforeDynamo(get)!;
        expect(get.input.ReturnConsumedCapacity).toBe('INDEXES');
        meter.afterDynamo(invocation, get, {
          ConsumedCapacity: { CapacityUnits: 0.5, Table: { CapacityUnits: 0.5 } },
        });
        const put = command('PutCommand');
        meter.afterDynamo(meter.beforeDynamo(put)!, put, {
          ConsumedCapacity: {
            CapacityUnits: 3,
            Table: { CapacityUnits: 1 },
            GlobalSecondaryIndexes: { GSI1: { CapacityUnits: 2 } },
          },
        });
        const transaction = command('TransactWriteCommand');
        meter.afterDynamo(meter.beforeDynamo(transaction)!, transaction, {
          ConsumedCapacity: [
            {
              CapacityUnits: 4,
              Table: { CapacityUnits: 2 },
              GlobalSecondaryIndexes: { GSI2: { CapacityUnits: 2 } },
            },
          ],
        });
        const describe = command('DescribeTableCommand');
        meter.afterDynamo(meter.beforeDynamo(describe)!, describe, {});
      },
      { routeKey: 'POST /v1/orders/checkout', headers: { authorization: 'Bearer x' } },
    );
    const [invocation] = meter.take();
    expect(invocation).toMatchObject({
      fn: 'orders',
      route: 'POST /v1/orders/checkout',
      anonymous: false,
      readUnits: 0.5,
      writeUnits: 3 + (2 * 2 + 2),
      dynamodbCalls: 4,
    });
    expect(meter.missingCapacity).toBe(0);
    expect(meter.take()).toEqual([]);
  });

  it('counts round trips: calls sent together count once, a call after the others answered counts again', async () => {
    const meter = new Meter();
    await meter.invoke('orders', async () => {
      const send = async (name: string) => {
        const invocation = meter.beforeDynamo(command(name))!;
        await new Promise((resolve) => setTimeout(resolve, 5));
        meter.settledDynamo(invocation);
      };
      await send('GetCommand'); // 1: the cart
      await Promise.all([send('BatchGetCommand'), send('GetCommand'), send('QueryCommand')]); // 2: together
      await send('TransactWriteCommand'); // 3
    });
    expect(meter.invocations[0]?.dynamodbRoundTrips).toBe(3);
  });

  it('leaves handlers untouched when no meter is installed', () => {
    const handler = async () => 'ok';
    expect(meterHandler('products', handler)).toBe(handler);
  });
});
