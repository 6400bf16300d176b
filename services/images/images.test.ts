import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { S3Event } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { handler } from './handler.js';
import { inspectImage, signatureType } from './inspect-image.js';
import { nextImageState } from './record-image-check.js';

const SEED_IMAGES = join(import.meta.dirname, '..', '..', 'infra', 'local', 'seed', 'images');
const seedWebp = readFileSync(
  join(SEED_IMAGES, readdirSync(SEED_IMAGES).find((f) => f.endsWith('.webp')) as string),
);

/** A PNG header (signature + IHDR) of the given size: all image-size needs. */
function png(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes[24] = 8;
  bytes[25] = 6;
  return bytes;
}

/** A JPEG start (SOI, APP0, SOF0 with the size). */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

describe('inspectImage', () => {
  it('accepts real JPEG, PNG and WebP headers within the bounds', () => {
    expect(inspectImage(png(800, 600))).toEqual({
      ok: true,
      contentType: 'image/png',
      width: 800,
      height: 600,
    });
    expect(inspectImage(jpeg(1024, 768))).toEqual({
      ok: true,
      contentType: 'image/jpeg',
      width: 1024,
      height: 768,
    });
    expect(inspectImage(seedWebp)).toEqual({ ok: true, contentType: 'image/webp', width: 800, height: 800 });
  });

  it('refuses a text file named fake.png, GIFs, SVGs, empty and truncated files', () => {
    expect(inspectImage(Buffer.from('no soy un png'))).toEqual({ ok: false, reason: 'not-an-image' });
    expect(inspectImage(Buffer.from('GIF89a\x10\x00\x10\x00'))).toEqual({
      ok: false,
      reason: 'not-an-image',
    });
    expect(inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({
      ok: false,
    });
    expect(inspectImage(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    expect(inspectImage(png(800, 600).slice(0, 12))).toEqual({ ok: false, reason: 'unreadable' });
    expect(signatureType(Buffer.from('RIFF0000AVI '))).toBeNull();
  });

  it('refuses tiny images, huge sides and decompression bombs, and files over 5 MB', () => {
    expect(inspectImage(png(1, 1))).toEqual({ ok: false, reason: 'dimensions' });
    expect(inspectImage(png(20_000, 100))).toEqual({ ok: false, reason: 'dimensions' });
    expect(inspectImage(png(9_000, 9_000))).toEqual({ ok: false, reason: 'dimensions' });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png(100, 100));
    expect(inspectImage(big)).toEqual({ ok: false, reason: 'too-large' });
  });
});

const URL_A = '/images/products/p1/a.png';
const URL_B = '/images/products/p1/b.png';
const item = (extra: Record<string, unknown> = {}) => ({
  PK: 'PRODUCT#p1',
  SK: 'PRODUCT',
  thumbnailUrl: URL_A,
  imageUrls: [URL_A, URL_B],
  verifiedImageUrls: [],
  imageStatus: 'pending',
  rejectedImages: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('nextImageState', () => {
  it('a verified main image makes the product visible; a verified other photo leaves it pending', () => {
    expect(nextImageState(item(), URL_A, 'verified')).toEqual({
      verifiedImageUrls: [URL_A],
      imageStatus: 'verified',
    });
    expect(nextImageState(item(), URL_B, 'verified')).toEqual({
      verifiedImageUrls: [URL_B],
      imageStatus: 'pending',
    });
  });

  it('a refused main image hands its place to a verified photo, else the next one, else none', () => {
    expect(nextImageState(item({ verifiedImageUrls: [URL_B] }), URL_A, 'rejected')).toEqual({
      imageUrls: [URL_B],
      thumbnailUrl: URL_B,
      verifiedImageUrls: [URL_B],
      imageStatus: 'verified',
      rejectedImages: 1,
    });
    expect(nextImageState(item(), URL_A, 'rejected')).toMatchObject({
      thumbnailUrl: URL_B,
      imageStatus: 'pending',
    });
    expect(nextImageState(item({ imageUrls: [URL_A] }), URL_A, 'rejected')).toMatchObject({
      imageUrls: [],
      thumbnailUrl: null,
      imageStatus: 'rejected',
    });
  });

  it('records the variants of a verified photo, dropping those of photos the product no longer lists', () => {
    const variants = { width: 800, height: 600, widths: [320, 640, 800] };
    const stale = { '/images/products/p1/old.png': { width: 10, height: 10, widths: [] } };
    expect(nextImageState(item({ imageVariants: stale }), URL_A, 'verified', variants)).toEqual({
      verifiedImageUrls: [URL_A],
      imageStatus: 'verified',
      imageVariants: { [URL_A]: variants },
    });
    const kept = { [URL_B]: { width: 400, height: 400, widths: [320] } };
    expect(nextImageState(item({ imageVariants: kept }), URL_A, 'verified', variants)).toMatchObject({
      imageVariants: { ...kept, [URL_A]: variants },
    });
  });

  it('ignores URLs the product does not list (orphans) and bad re-uploads over a checked photo', () => {
    expect(nextImageState(item(), '/images/products/p1/otra.png', 'verified')).toBeNull();
    expect(nextImageState(item({ verifiedImageUrls: [URL_A] }), URL_A, 'rejected')).toEqual({});
  });
});

describe('handler (S3 event -> check, publish, record)', () => {
  const s3Mock = mockClient(S3Client);
  const ddbMock = mockDocumentClient();
  const event = (key: string): S3Event =>
    ({
      Records: [
        { eventName: 'ObjectCreated:Put', s3: { bucket: { name: 'pitahaya-images' }, object: { key } } },
      ],
    }) as unknown as S3Event;
  const serve = (bytes: Uint8Array) => {
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: bytes.length });
    s3Mock.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => bytes } as never });
  };

  /** A real 640 x 480 PNG (the handler decodes it to make its WebP variants). */
  let photo: Uint8Array;
  beforeAll(async () => {
    photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
  });

  beforeEach(() => {
    s3Mock.reset();
    ddbMock.reset();
    s3Mock.on(PutObjectCommand).resolves({});
    s3Mock.on(DeleteObjectCommand).resolves({});
    ddbMock.on(GetCommand).resolves({ Item: item() });
    ddbMock.on(UpdateCommand).resolves({});
  });

  it('publishes a real image under images/ with its type and WebP variants, and marks the main image verified', async () => {
    serve(photo);
    expect(await handler(event('uploads/products/p1/a.png'))).toEqual({ processed: 1, failed: 0 });
    const puts = s3Mock.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(puts.map(({ Key, ContentType }) => [Key, ContentType])).toEqual([
      ['images/products/p1/a.w320.webp', 'image/webp'],
      ['images/products/p1/a.w640.webp', 'image/webp'],
      ['images/products/p1/a.png', 'image/png'],
    ]);
    expect(puts[2]?.Body).toBe(photo);
    expect(signatureType(puts[0]?.Body as Uint8Array)).toBe('image/webp');
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.ConditionExpression).toBe('attribute_exists(PK) AND #updatedAt = :seen');
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContain('verified');
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContainEqual({
      [URL_A]: { width: 640, height: 480, widths: [320, 640] },
    });
    expect(s3Mock.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      'uploads/products/p1/a.png',
    ]);
  });

  it('a main photo that passes puts an active product on the storefront (its catalog keys)', async () => {
    const product = {
      productId: 'p1',
      name: 'Pitahaya roja',
      price: 6.9,
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    ddbMock.on(GetCommand).resolves({ Item: item(product) });
    serve(photo);
    await handler(event('uploads/products/p1/a.png'));
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    const set = Object.fromEntries(
      Object.entries(update?.ExpressionAttributeNames ?? {}).map(([placeholder, name]) => [
        name,
        update?.ExpressionAttributeValues?.[placeholder.replace('#a', ':v')],
      ]),
    );
    expect(set).toMatchObject({
      imageStatus: 'verified',
      GSI2PK: 'CATALOG#ACTIVE',
      GSI2SK: '2026-01-01T00:00:00.000Z#p1',
      GSI3SK: '000000000690#p1',
      GSI4SK: 'pitahaya roja#p1',
    });
    expect(update?.UpdateExpression).not.toContain('REMOVE');
  });

  it('a refused main photo with none left takes the product off the storefront (its catalog keys removed)', async () => {
    ddbMock.on(GetCommand).resolves({
      Item: item({ imageUrls: [URL_A], isActive: true, GSI2PK: 'CATALOG#ACTIVE', GSI2SK: 'x' }),
    });
    serve(Buffer.from('no soy un png'));
    await handler(event('uploads/products/p1/a.png'));
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.UpdateExpression).toMatch(/ REMOVE #r0, #r1$/);
    expect(update?.ExpressionAttributeNames).toMatchObject({ '#r0': 'GSI2PK', '#r1': 'GSI2SK' });
  });

  it('never publishes fake.png (13 bytes of text): the product is told and the upload removed', async () => {
    serve(Buffer.from('no soy un png'));
    await handler(event('uploads/products/p1/a.png'));
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
    const values = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues ?? {};
    expect(Object.values(values)).toContainEqual([URL_B]);
    expect(s3Mock.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });

  it('refuses a file whose header is a PNG but whose body does not decode (nothing published)', async () => {
    serve(png(640, 480));
    await handler(event('uploads/products/p1/a.png'));
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
    const values = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues ?? {};
    expect(Object.values(values)).toContainEqual([URL_B]);
  });

  it('refuses an upload over 5 MB without reading it', async () => {
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 6 * 1024 * 1024 });
    await handler(event('uploads/products/p1/a.png'));
    expect(s3Mock.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('removes the published copy of an orphan (deleted product) and ignores other keys', async () => {
    serve(photo);
    ddbMock.on(GetCommand).resolves({});
    await handler(event('uploads/products/p1/a.png'));
    expect(s3Mock.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      'images/products/p1/a.png',
      'images/products/p1/a.w320.webp',
      'images/products/p1/a.w640.webp',
      'uploads/products/p1/a.png',
    ]);
    expect(await handler(event('images/products/p1/a.png'))).toEqual({ processed: 0, failed: 0 });
  });

  it('fails the invocation (Lambda retries) and keeps the upload when the table does not answer', async () => {
    serve(photo);
    ddbMock.on(GetCommand).rejects(Object.assign(new Error('down'), { name: 'InternalServerError' }));
    await expect(handler(event('uploads/products/p1/a.png'))).rejects.toThrow('1 of 1 image checks failed');
    expect(s3Mock.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).not.toContain(
      'uploads/products/p1/a.png',
    );
  });
});
