/**
 * Images of the local stream as AWS delivers them. The DynamoDB Streams client reads an empty map attribute
 * (`{M: {}}`, e.g. a farm page's `imageVariants` before any photo) back as `{}`, an attribute value without a
 * type, which `unmarshall` refuses ("No value defined: {}"): the events function then failed that record five
 * times and skipped it, and the records after it in its batch waited. An empty object in an image can only be
 * that empty map, so it is put back, at any depth (inside maps and lists).
 */
type Value = Record<string, unknown>;

function repairValue(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const attribute = value as Value;
  if (Object.keys(attribute).length === 0) return { M: {} };
  if (attribute.M && typeof attribute.M === 'object') return { M: repairImage(attribute.M as Value) };
  if (Array.isArray(attribute.L)) return { L: attribute.L.map(repairValue) };
  return attribute;
}

/** The image with every typeless (empty) attribute value read as the empty map it was. */
export function repairImage<T>(image: T): T {
  if (!image || typeof image !== 'object') return image;
  return Object.fromEntries(
    Object.entries(image as Value).map(([name, value]) => [name, repairValue(value)]),
  ) as T;
}
