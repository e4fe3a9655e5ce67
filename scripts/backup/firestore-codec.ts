/**
 * Firestore values as JSON, losslessly: the types JSON lacks carry a `$type` tag. A map that has a
 * `$type` key of its own is wrapped ({ $type: 'map', value }), so no stored data is mistaken for a tag.
 * (Whole-number doubles come back as integers: firebase-admin reads both kinds as a JS number.)
 */
import {
  DocumentReference,
  FieldValue,
  GeoPoint,
  Timestamp,
  type Firestore,
} from 'firebase-admin/firestore';

export type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded };

interface VectorLike {
  toArray(): number[];
}

function isVector(value: object): value is VectorLike {
  return (
    value.constructor?.name === 'VectorValue' && typeof (value as VectorLike).toArray === 'function'
  );
}

export function encodeValue(value: unknown): Encoded {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : { $type: 'number', value: String(value) };
  }
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value instanceof Timestamp) {
    return { $type: 'timestamp', seconds: value.seconds, nanoseconds: value.nanoseconds };
  }
  if (value instanceof GeoPoint) {
    return { $type: 'geopoint', latitude: value.latitude, longitude: value.longitude };
  }
  if (value instanceof DocumentReference) return { $type: 'reference', path: value.path };
  if (value instanceof Uint8Array) {
    return { $type: 'bytes', base64: Buffer.from(value).toString('base64') };
  }
  if (typeof value === 'object' && isVector(value))
    return { $type: 'vector', values: value.toArray() };
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, field]) => [key, encodeValue(field)] as const,
    );
    const map = Object.fromEntries(entries) as Record<string, Encoded>;
    return '$type' in map ? { $type: 'map', value: map } : map;
  }
  throw new Error(`A value of an unknown Firestore type: ${String(value)}`);
}

export function encodeDocument(data: Record<string, unknown>): Record<string, Encoded> {
  return encodeValue(data) as Record<string, Encoded>;
}

function decodeMap(map: Record<string, Encoded>, db: Firestore): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(map).map(([key, field]) => [key, decodeValue(field, db)]),
  );
}

/** The inverse of encodeValue; throws on a tag or shape it does not know, so restore refuses early. */
export function decodeValue(value: Encoded, db: Firestore): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => decodeValue(item, db));
  if (!('$type' in value)) return decodeMap(value, db);
  const tagged = value as Record<string, Encoded>;
  switch (tagged.$type) {
    case 'timestamp':
      return new Timestamp(tagged.seconds as number, tagged.nanoseconds as number);
    case 'geopoint':
      return new GeoPoint(tagged.latitude as number, tagged.longitude as number);
    case 'reference':
      return db.doc(tagged.path as string);
    case 'bytes':
      return Buffer.from(tagged.base64 as string, 'base64');
    case 'vector':
      return FieldValue.vector(tagged.values as number[]);
    case 'number':
      return Number(tagged.value);
    case 'map':
      return decodeMap(tagged.value as Record<string, Encoded>, db);
    default:
      throw new Error(`unknown value type tag ${JSON.stringify(tagged.$type)}`);
  }
}

export function decodeDocument(
  fields: Record<string, Encoded>,
  db: Firestore,
): Record<string, unknown> {
  return decodeMap(fields, db);
}
