/**
 * DynamoDB's size of an item, from its marshalled form (AttributeValue maps, as a stream record's images come),
 * by the rules DynamoDB bills with: each attribute's name (UTF-8 bytes) plus its value; a string is its UTF-8
 * bytes, a number about one byte per two significant digits plus one, a binary its bytes, a boolean or null
 * one byte; a map or list 3 bytes plus its elements (1 byte each plus the element, a map's names counted too);
 * a set the sum of its members. Write units are one per started KB of the larger of the item before and after.
 */
export type AttributeValue = Record<string, unknown>;
export type Image = Record<string, AttributeValue>;

const utf8 = (text: string): number => Buffer.byteLength(text, 'utf8');

/** A number's size: significant digits / 2, rounded up, plus 1 (at most 21 bytes). */
export function numberSize(text: string): number {
  const digits = text.replace(/^-/, '').replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '');
  const significant = digits.replace(/0+$/, '').length || 1;
  return Math.min(21, Math.ceil(significant / 2) + 1);
}

export function valueSize(value: AttributeValue): number {
  if (typeof value.S === 'string') return utf8(value.S);
  if (typeof value.N === 'string') return numberSize(value.N);
  if (value.B !== undefined) return (value.B as Uint8Array).byteLength ?? 0;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (Array.isArray(value.SS)) return (value.SS as string[]).reduce((sum, s) => sum + utf8(s), 0);
  if (Array.isArray(value.NS)) return (value.NS as string[]).reduce((sum, n) => sum + numberSize(n), 0);
  if (Array.isArray(value.BS))
    return (value.BS as Uint8Array[]).reduce((sum, b) => sum + (b.byteLength ?? 0), 0);
  if (Array.isArray(value.L))
    return 3 + (value.L as AttributeValue[]).reduce((sum, element) => sum + 1 + valueSize(element), 0);
  // A map; an empty map comes back from the Streams client as a typeless {} (infra/local/stream-images.ts).
  const entries = Object.entries((value.M ?? {}) as Image);
  return 3 + entries.reduce((sum, [name, element]) => sum + 1 + utf8(name) + valueSize(element), 0);
}

export function itemSize(image: Image | undefined): number {
  if (!image) return 0;
  return Object.entries(image).reduce((sum, [name, value]) => sum + utf8(name) + valueSize(value), 0);
}

/** Write units of one standard write of an item of `bytes` (at least 1). */
export const writeUnits = (bytes: number): number => Math.max(1, Math.ceil(bytes / 1024));
