import { unmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { repairImage } from './stream-images.js';

describe('local stream images', () => {
  it('reads the typeless values the Streams client gives for empty maps as empty maps, at any depth', () => {
    // What the DynamoDB Streams client answers for an item with empty maps (seen on DynamoDB Local).
    const image = {
      PK: { S: 'USER#u-1' },
      imageVariants: {},
      farm: { M: { name: { S: 'Finca' }, imageVariants: {}, photos: { L: [{}, { S: 'a' }] } } },
      tags: { L: [] },
    };
    expect(() => unmarshall(image as never)).toThrow(/No value defined/);
    expect(unmarshall(repairImage(image) as never)).toEqual({
      PK: 'USER#u-1',
      imageVariants: {},
      farm: { name: 'Finca', imageVariants: {}, photos: [{}, 'a'] },
      tags: [],
    });
  });

  it('leaves well-formed images as they are', () => {
    const image = { PK: { S: 'ORDER#o-1' }, n: { N: '2' }, ok: { BOOL: true }, none: { NULL: true } };
    expect(repairImage(image)).toEqual(image);
    expect(repairImage(undefined)).toBeUndefined();
  });
});
