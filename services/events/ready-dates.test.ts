import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../orders/testing.js';
import type { ChangeRecord } from './change-record.js';
import { readyDateEffects, readyDateMove } from './ready-dates.js';

const product = (readyFrom: string) => ({
  PK: 'PRODUCT#p-1',
  SK: 'PRODUCT',
  producerId: 'u-farm',
  name: 'Pitahaya amarilla',
  availability: 'preorder',
  preorder: { readyFrom, closesAt: '2027-07-01T10:00:00.000Z' },
});
const change = (before: Record<string, unknown>, after: Record<string, unknown>): ChangeRecord =>
  ({
    eventId: 'ev-1',
    kind: 'MODIFY',
    keys: { PK: 'PRODUCT#p-1', SK: 'PRODUCT' },
    oldImage: before,
    newImage: after,
  }) as unknown as ChangeRecord;

describe('a pre-order whose ready date moves', () => {
  it('is read from the product change only when the date itself changed', () => {
    expect(readyDateMove(change(product('2027-08-12'), product('2027-08-20')))).toEqual({
      productId: 'p-1',
      producerId: 'u-farm',
      name: 'Pitahaya amarilla',
      from: '2027-08-12',
      to: '2027-08-20',
    });
    expect(readyDateMove(change(product('2027-08-12'), { ...product('2027-08-12'), stock: 3 }))).toBeNull();
    expect(
      readyDateMove(change(product('2027-08-12'), { ...product('2027-08-20'), availability: 'in_stock' })),
    ).toBeNull();
  });

  it('re-dates the waiting lines and tells each buyer once, with an e-mail', () => {
    const move = readyDateMove(change(product('2027-08-12'), product('2027-08-20')))!;
    const lines = [
      fixtureLine('po-1', 'u-farm', 'pending', {
        productId: 'p-1',
        readyFrom: '2027-08-12',
        userId: 'u-ana',
        orderId: 'o-1',
      }),
      fixtureLine('po-2', 'u-farm', 'pending', {
        productId: 'p-1',
        readyFrom: '2027-08-12',
        userId: 'u-ana',
        orderId: 'o-1',
      }),
      fixtureLine('po-3', 'u-farm', 'shipped', {
        productId: 'p-1',
        readyFrom: '2027-08-12',
        userId: 'u-luis',
      }),
      fixtureLine('po-4', 'u-farm', 'pending', {
        productId: 'p-other',
        readyFrom: '2027-08-12',
        userId: 'u-eva',
      }),
    ];
    const effects = readyDateEffects(
      move,
      lines,
      new Map([['u-ana', { id: 'u-ana', email: 'ana@example.com', fullName: 'Ana', isActive: true }]]),
      { tableName: 't', now: new Date('2027-07-01T10:00:00Z'), mailOn: true, eventId: 'ev-1' },
    ) as {
      Update?: { ExpressionAttributeValues: Record<string, string>; UpdateExpression: string };
      Put?: { Item: Record<string, unknown> };
    }[];
    const updates = effects.filter((effect) => effect.Update);
    expect(updates).toHaveLength(2);
    expect(updates[0]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':to': '2027-08-20',
      ':lk0': 'DISPATCH#u-farm',
      ':lk1': expect.stringMatching(/^2027-08-20#/),
    });
    expect(updates[0]?.Update).toMatchObject({
      UpdateExpression: 'SET readyFrom = :to, dispatchDate = :to, LINES2PK = :lk0, LINES2SK = :lk1',
    });
    const puts = effects.filter((effect) => effect.Put).map((effect) => effect.Put!.Item);
    expect(puts).toHaveLength(2);
    expect(puts[0]).toMatchObject({
      userId: 'u-ana',
      title: 'Cambia la fecha de salida de «Pitahaya amarilla»',
    });
    expect(String(puts[0]?.message)).toContain('puedes cancelar el pedido sin coste');
    expect(puts[1]).toMatchObject({ kind: 'order', to: 'ana@example.com' });
  });
});
