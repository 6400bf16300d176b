import { describe, expect, it } from 'vitest';
import { lineKeysUpdate, ORDER_MOVES } from './line-indexes.js';

const OLD_LINE = {
  PK: 'ORDER#o1',
  SK: 'PO#po1',
  GSI1PK: 'PRODUCER#f1',
  GSI1SK: 'PO#t#po1',
  GSI3PK: 'PRODUCER#f1#STATUS#pending',
  GSI3SK: 't#po1',
  GSI4PK: 'PRODUCT_ORDERS#2026-11',
  GSI4SK: 't#po1',
};

describe("a line's keys moved to the keys-only indexes", () => {
  it('copies each old key the line has to its new name unless set already, conditioned on the keys read', () => {
    const update = lineKeysUpdate(OLD_LINE, true);
    expect(update?.UpdateExpression).toBe(
      'SET LINES1PK = if_not_exists(LINES1PK, :p0), LINES1SK = if_not_exists(LINES1SK, :s0), ' +
        'LINES3PK = if_not_exists(LINES3PK, :p2), LINES3SK = if_not_exists(LINES3SK, :s2), ' +
        'LINES4PK = if_not_exists(LINES4PK, :p3), LINES4SK = if_not_exists(LINES4SK, :s3)',
    );
    expect(update?.ConditionExpression).toBe(
      'attribute_exists(PK) AND GSI1PK = :p0 AND GSI1SK = :s0 AND GSI3PK = :p2 AND GSI3SK = :s2 AND ' +
        'GSI4PK = :p3 AND GSI4SK = :s3',
    );
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':p2': 'PRODUCER#f1#STATUS#pending' });
  });

  it('removes the old keys once the functions read the new indexes; nothing for a line without old keys', () => {
    expect(lineKeysUpdate(OLD_LINE, false)?.UpdateExpression).toMatch(
      / REMOVE GSI1PK, GSI1SK, GSI3PK, GSI3SK, GSI4PK, GSI4SK$/,
    );
    expect(lineKeysUpdate({ PK: 'ORDER#o1', SK: 'PO#po1', LINES1PK: 'PRODUCER#f1' }, false)).toBeNull();
  });

  it("moves an order's month (GSI2), reference (GSI3) and consumer (GSI1) keys to LINES4, LINES3 and LINES6", () => {
    const order = {
      PK: 'ORDER#o1',
      SK: 'ORDER',
      GSI1PK: 'CONSUMER#u1',
      GSI1SK: 't#o1',
      GSI2PK: 'ORDERS#2026-11',
      GSI2SK: 't#o1',
      GSI3PK: 'ORDER_REF#00000001',
      GSI3SK: 't#o1',
    };
    expect(lineKeysUpdate(order, false, ORDER_MOVES)?.UpdateExpression).toBe(
      'SET LINES4PK = if_not_exists(LINES4PK, :p0), LINES4SK = if_not_exists(LINES4SK, :s0), ' +
        'LINES3PK = if_not_exists(LINES3PK, :p1), LINES3SK = if_not_exists(LINES3SK, :s1), ' +
        'LINES6PK = if_not_exists(LINES6PK, :p2), LINES6SK = if_not_exists(LINES6SK, :s2) ' +
        'REMOVE GSI2PK, GSI2SK, GSI3PK, GSI3SK, GSI1PK, GSI1SK',
    );
  });

  it('moves the consumer entry alone of an order whose month and reference moved before', () => {
    const order = {
      PK: 'ORDER#o1',
      SK: 'ORDER',
      GSI1PK: 'CONSUMER#u1',
      GSI1SK: 't#o1',
      LINES4PK: 'ORDERS#2026-11',
      LINES4SK: 't#o1',
    };
    const update = lineKeysUpdate(order, false, ORDER_MOVES);
    expect(update?.UpdateExpression).toBe(
      'SET LINES6PK = if_not_exists(LINES6PK, :p2), LINES6SK = if_not_exists(LINES6SK, :s2) REMOVE GSI1PK, GSI1SK',
    );
    expect(update?.ConditionExpression).toBe('attribute_exists(PK) AND GSI1PK = :p2 AND GSI1SK = :s2');
    expect(lineKeysUpdate({ ...order, GSI1PK: undefined }, false, ORDER_MOVES)).toBeNull();
  });
});
