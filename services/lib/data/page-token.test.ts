import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.js';
import { decodePageToken, encodePageToken, INVALID_PAGE_TOKEN_MESSAGE } from './page-token.js';
import { cancellationCodes, failedAt } from './transactions.js';

const attributes = ['PK', 'SK', 'GSI2PK', 'GSI2SK'];
const key = {
  PK: 'PRODUCT#p1',
  SK: 'PRODUCT',
  GSI2PK: 'CATALOG#ACTIVE',
  GSI2SK: '2026-01-01T00:00:00.000Z#p1',
};

function rejection(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a rejection');
}

describe('page tokens', () => {
  it('round-trips a LastEvaluatedKey as URL-safe text and answers null without one', () => {
    const token = encodePageToken(key) as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageToken(token, { attributes })).toEqual(key);
    expect(encodePageToken(undefined)).toBeNull();
    expect(encodePageToken({})).toBeNull();
    expect(decodePageToken(undefined, { attributes })).toBeUndefined();
  });

  it('refuses anything it did not issue with a 422 VALIDATION_ERROR naming the field', () => {
    const bad = [
      '%%%',
      Buffer.from('nope').toString('base64url'),
      Buffer.from('null').toString('base64url'),
      encodePageToken({ PK: 'PRODUCT#p1' }),
      encodePageToken({ ...key, GSI2SK: 1 }),
      encodePageToken({ ...key, GSI2SK: '' }),
      encodePageToken({ PK: 'a', SK: 'b', GSI1PK: 'c', GSI1SK: 'd' }),
      'a'.repeat(2049),
    ];
    for (const token of bad) {
      const error = rejection(() => decodePageToken(token, { attributes }));
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        statusCode: 422,
        code: 'VALIDATION_ERROR',
        message: INVALID_PAGE_TOKEN_MESSAGE,
      });
      expect(error.errors).toEqual([{ field: 'nextToken', message: INVALID_PAGE_TOKEN_MESSAGE }]);
    }
    const foreign = encodePageToken({ ...key, GSI2PK: 'CATALOG#INACTIVE' });
    expect(
      rejection(() =>
        decodePageToken(foreign, { attributes, accepts: (k) => k.GSI2PK === 'CATALOG#ACTIVE' }),
      ),
    ).toMatchObject({ statusCode: 422 });
  });
});

describe('transaction cancellation reasons', () => {
  it('reads them from CancellationReasons or, failing that, from the message', () => {
    const withReasons = {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    };
    expect(cancellationCodes(withReasons)).toEqual(['None', 'ConditionalCheckFailed']);
    const messageOnly = {
      name: 'TransactionCanceledException',
      message:
        'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]',
    };
    const codes = cancellationCodes(messageOnly) ?? [];
    expect(codes).toEqual(['None', 'TransactionConflict']);
    expect(failedAt(codes, 0)).toBeNull();
    expect(failedAt(codes, 1)).toBe('TransactionConflict');
    expect(cancellationCodes(new Error('other'))).toBeNull();
  });
});
