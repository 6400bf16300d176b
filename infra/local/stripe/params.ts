/**
 * Reading a request's parameters the way Stripe validates them: unknown names refused (parameter_unknown),
 * missing ones named (parameter_missing), integers, enums, URLs and metadata checked, each error naming the
 * parameter with Stripe's bracket path (`line_items[0][price_data][unit_amount]`).
 */
import { invalidParam, invalidRequest, missingParam, unknownParam } from './errors.js';
import type { FormObject, FormValue } from './form.js';

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500. */
const METADATA_MAX_KEYS = 50;
const METADATA_MAX_KEY = 40;
const METADATA_MAX_VALUE = 500;
const MAX_STRING = 5000;

export class Params {
  constructor(
    private readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  /** The bracket path of a parameter: `line_items[0][quantity]`. */
  path(name: string): string {
    return this.prefix ? `${this.prefix}[${name}]` : name;
  }

  has(name: string): boolean {
    return this.values[name] !== undefined;
  }

  /** Refuses any parameter outside `names` (Stripe: "Received unknown parameter"). */
  allowOnly(names: readonly string[]): this {
    for (const name of Object.keys(this.values))
      if (!names.includes(name)) throw unknownParam(this.path(name));
    return this;
  }

  private raw(name: string): FormValue | undefined {
    return this.values[name];
  }

  string(name: string, max = MAX_STRING): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidParam(this.path(name), `Invalid string: ${this.path(name)}`);
    if (value.length > max)
      throw invalidParam(
        this.path(name),
        `Invalid string: ${this.path(name)} must be at most ${max} characters`,
      );
    return value;
  }

  requiredString(name: string, max = MAX_STRING): string {
    const value = this.string(name, max);
    if (value === undefined || value === '') throw missingParam(this.path(name));
    return value;
  }

  integer(name: string, min = 0, max = 99_999_999): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number))
      throw invalidParam(
        this.path(name),
        `Invalid integer: ${typeof value === 'string' ? value : '[object]'}`,
      );
    if (number < min) {
      const what = min === 1 ? 'positive integer' : `integer, at least ${min}`;
      throw invalidParam(this.path(name), `Invalid ${what}: ${this.path(name)}`);
    }
    if (number > max)
      throw invalidParam(
        this.path(name),
        `This value must be less than or equal to ${max} (${this.path(name)}).`,
      );
    return number;
  }

  requiredInteger(name: string, min = 0, max?: number): number {
    const value = this.integer(name, min, max);
    if (value === undefined) throw missingParam(this.path(name));
    return value;
  }

  boolean(name: string): boolean | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false')
      throw invalidParam(
        this.path(name),
        `Invalid boolean: ${typeof value === 'string' ? value : '[object]'}`,
      );
    return value === 'true';
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!allowed.includes(value as T))
      throw invalidParam(
        this.path(name),
        `Invalid ${this.path(name)}: must be one of ${allowed.join(', ')}`,
        'parameter_invalid_string',
      );
    return value as T;
  }

  /** An absolute http(s) URL (Stripe: "Not a valid URL"). */
  url(name: string): string | undefined {
    const value = this.string(name, 5000);
    if (value === undefined) return undefined;
    let parsed: URL | undefined;
    try {
      parsed = new URL(value.replace(/\{CHECKOUT_SESSION_ID\}/g, 'x'));
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
      throw invalidParam(this.path(name), 'Not a valid URL', 'url_invalid');
    return value;
  }

  /** A three-letter currency code, lower-cased as Stripe stores it. */
  currency(name: string): string | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!/^[a-zA-Z]{3}$/.test(value))
      throw invalidParam(
        this.path(name),
        `Invalid currency: ${value.toLowerCase()}.`,
        'parameter_invalid_string',
      );
    return value.toLowerCase();
  }

  metadata(name = 'metadata'): Record<string, string> {
    const value = this.raw(name);
    if (value === undefined || value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value))
      throw invalidParam(this.path(name), `Invalid object: ${this.path(name)}`);
    const entries = Object.entries(value);
    if (entries.length > METADATA_MAX_KEYS)
      throw invalidParam(
        this.path(name),
        `Invalid metadata: metadata can have up to ${METADATA_MAX_KEYS} keys.`,
      );
    const metadata: Record<string, string> = {};
    for (const [key, text] of entries) {
      if (typeof text !== 'string')
        throw invalidParam(`${this.path(name)}[${key}]`, 'Invalid metadata value');
      if (key.length > METADATA_MAX_KEY)
        throw invalidParam(
          `${this.path(name)}[${key}]`,
          `Invalid metadata: keys can be at most ${METADATA_MAX_KEY} characters long.`,
        );
      if (text.length > METADATA_MAX_VALUE)
        throw invalidParam(
          `${this.path(name)}[${key}]`,
          `Invalid metadata: values can be at most ${METADATA_MAX_VALUE} characters long.`,
        );
      // An empty value unsets a key (on create: leaves it out).
      if (text !== '') metadata[key] = text;
    }
    return metadata;
  }

  /** A nested object; with `orScalar`, a plain value answers undefined (`created=123` vs `created[gte]=123`). */
  object(name: string, orScalar = false): Params | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (orScalar && typeof value === 'string') return undefined;
    if (typeof value !== 'object' || Array.isArray(value))
      throw invalidParam(this.path(name), `Invalid object: ${this.path(name)}`);
    return new Params(value, this.path(name));
  }

  /** An array of objects (`line_items[0][...]`). */
  list(name: string): Params[] | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw invalidParam(this.path(name), `Invalid array: ${this.path(name)}`);
    return value.map((item, index) => {
      if (typeof item !== 'object' || Array.isArray(item))
        throw invalidParam(`${this.path(name)}[${index}]`, `Invalid object: ${this.path(name)}[${index}]`);
      return new Params(item, `${this.path(name)}[${index}]`);
    });
  }

  /** An array of strings (`expand[]=payment_intent`). */
  strings(name: string): string[] {
    const value = this.raw(name);
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    return list.map((item) => {
      if (typeof item !== 'string') throw invalidParam(this.path(name), `Invalid array: ${this.path(name)}`);
      return item;
    });
  }
}

/** `expand[]` of a request, refusing what cannot be expanded (Stripe: "This property cannot be expanded"). */
export function expansions(params: Params, expandable: readonly string[]): Set<string> {
  const wanted = params.strings('expand');
  for (const field of wanted)
    if (!expandable.includes(field))
      throw invalidRequest(`This property cannot be expanded (${field}).`, { param: 'expand' });
  return new Set(wanted);
}
