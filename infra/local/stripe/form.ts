/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` bodies (and GET query strings) with bracket
 * notation for nesting, as the SDK writes them: `line_items[0][price_data][unit_amount]=1250`,
 * `metadata[orderId]=o1`, `expand[]=payment_intent`. parseForm turns them into nested objects and arrays
 * (every leaf a string, as Stripe receives it).
 */
import { invalidRequest } from './errors.js';

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Segments that would reach Object.prototype are refused. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
/** Keys under these names stay objects even when they look like indices (metadata[0]=x). */
const KEEP_OBJECT = new Set(['metadata']);
const MAX_DEPTH = 8;

/** `a[b][0][]` -> ['a', 'b', '0', ''] */
function segmentsOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw invalidRequest(`Invalid parameter name: ${key}`, { param: key });
  const rest = match[2] ?? '';
  const inner = rest === '' ? [] : rest.slice(1, -1).split('][');
  return [match[1] as string, ...inner];
}

type Node = Record<string, unknown>;

/** Objects whose keys are all 0..n-1 become arrays, recursively. */
function arraysOf(value: unknown, parentKey: string): FormValue {
  if (typeof value === 'string') return value;
  const node = value as Node;
  const keys = Object.keys(node);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arraysOf(node[key], key);
  if (KEEP_OBJECT.has(parentKey) || keys.length === 0) return converted;
  const indices = keys.map(Number);
  if (!indices.every((index) => Number.isInteger(index) && index >= 0)) return converted;
  const sorted = [...indices].sort((a, b) => a - b);
  if (!sorted.every((index, position) => index === position)) return converted;
  return sorted.map((index) => converted[String(index)] as FormValue);
}

export function parseForm(text: string): FormObject {
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = segmentsOf(key);
    if (segments.length > MAX_DEPTH)
      throw invalidRequest(`Parameter nested too deeply: ${key}`, { param: key });
    let node = root;
    segments.forEach((segment, position) => {
      if (FORBIDDEN.has(segment)) throw invalidRequest(`Invalid parameter name: ${key}`, { param: key });
      const last = position === segments.length - 1;
      // `a[]=x`: the next free index.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) {
        if (typeof node[name] === 'object') throw invalidRequest(`Invalid parameter: ${key}`, { param: key });
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === 'string') throw invalidRequest(`Invalid parameter: ${key}`, { param: key });
      node = (next as Node | undefined) ?? (node[name] = {});
    });
  }
  return arraysOf(root, '') as FormObject;
}
