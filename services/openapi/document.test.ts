/**
 * The API description against the contracts it is written from: every route of the route table and nothing
 * else, each with its domain, who may call it, its metadata, its parameters and body fields (the zod schemas'
 * own keys), its success status and the keys its answer declares; and the whole document valid OpenAPI 3.1.
 * It fails when a contract changes and the description does not follow (or the other way round).
 */
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import type { Answer, RouteDef } from '../../shared/contracts/kit.js';
import type { OpenApiOperation, OpenApiParameter } from '../../shared/contracts/openapi/entities.js';
import { routeInputs } from '../../shared/contracts/route-inputs.js';
import { CONTRACTS, ROUTES } from '../../shared/contracts/route-table.js';
import { openApiDocument, securityOf } from './document.js';

const document = openApiDocument();
const inputs = routeInputs();

type Endpoint = RouteDef & { answer: Answer<unknown> };
const endpoints = CONTRACTS.flatMap((contract) =>
  Object.values(contract.endpoints as Record<string, Endpoint>).map((endpoint) => ({
    endpoint,
    flat: contract.successBody === 'flat' || endpoint.answer.flat === true,
  })),
);

const operationOf = (route: Pick<RouteDef, 'method' | 'path'>): OpenApiOperation | undefined =>
  document.paths[route.path]?.[route.method.toLowerCase() as 'get'];

/** The keys of a zod object schema (the input side of a pipe), read from zod itself, not from JSON Schema. */
function zodKeys(schema: unknown): string[] {
  let def = (schema as { _zod: { def: { type: string; shape?: object; in?: unknown } } })._zod.def;
  if (def.type === 'pipe') def = (def.in as typeof schema as { _zod: { def: typeof def } })._zod.def;
  return Object.keys(def.shape ?? {}).sort();
}

const namesIn = (parameters: OpenApiParameter[] | undefined, place: OpenApiParameter['in']) =>
  (parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map((parameter) => parameter.name)
    .sort();

describe('the API description', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new OpenApiValidator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('holds every route of the route table, and no other', () => {
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.path}`).sort());
    expect(document.tags.map((tag) => tag.name)).toEqual(CONTRACTS.map((contract) => contract.domain));
  });

  it('says of each route its domain, who may call it and its metadata, as the contract does', () => {
    for (const route of ROUTES) {
      const operation = operationOf(route);
      expect(operation?.operationId, route.id).toBe(route.id);
      expect(operation?.tags, route.id).toEqual([route.domain]);
      expect(operation?.['x-access'], route.id).toBe(route.access);
      expect(operation?.security, route.id).toEqual(securityOf(route.access, route.optionalAuth === true));
      expect(operation?.['x-cache'], route.id).toBe(route.cache);
      expect(operation?.['x-throttle'], route.id).toEqual(route.throttle);
      expect(operation?.['x-metric-group'], route.id).toBe(route.metrics?.group);
      expect(operation?.summary, route.id).not.toBe('');
    }
  });

  it('takes the parameters and body fields of the zod schemas each route is validated with', () => {
    for (const route of ROUTES) {
      const operation = operationOf(route);
      const input = inputs[route.id] ?? {};
      const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      expect(namesIn(operation?.parameters, 'path'), route.id).toEqual(pathNames);
      expect(namesIn(operation?.parameters, 'query'), route.id).toEqual(
        input.query ? zodKeys(input.query.schema) : [],
      );
      expect(namesIn(operation?.parameters, 'header'), route.id).toEqual(
        input.headers ? zodKeys(input.headers.schema) : [],
      );
      const body = operation?.requestBody?.content['application/json']?.schema;
      expect(Object.keys((body?.properties ?? {}) as object).sort(), route.id).toEqual(
        input.body ? zodKeys(input.body.schema) : [],
      );
      expect(Boolean(operation?.requestBody), route.id).toBe(Boolean(input.body));
    }
  });

  it('answers each route with the status and the data keys its contract entry declares', () => {
    for (const { endpoint, flat } of endpoints) {
      const responses = operationOf(endpoint)?.responses ?? {};
      const success = responses[String(endpoint.answer.status)];
      expect(success && 'content' in success, endpoint.id).toBe(true);
      const content = success && 'content' in success ? (success.content ?? {}) : {};
      if (endpoint.answer.file) {
        expect(Object.keys(content), endpoint.id).toEqual([endpoint.answer.file]);
        continue;
      }
      const schema = content['application/json']?.schema ?? {};
      const data = (flat ? schema : (schema.properties as Record<string, typeof schema>).data) ?? {};
      const keys = Object.entries(endpoint.answer.keys ?? {});
      expect(Object.keys(data.properties as object).sort(), endpoint.id).toEqual(
        keys.map(([key]) => key).sort(),
      );
      expect(data.required, endpoint.id).toEqual(
        keys.filter(([, presence]) => presence === 'required').map(([key]) => key),
      );
      if (!flat)
        expect(schema, endpoint.id).toMatchObject({
          required: ['status', 'data'],
          properties: { status: { $ref: '#/components/schemas/SuccessStatus' } },
        });
    }
  });

  it('names the errors a route can answer: 401 and 403 when it needs a caller, 422 when it takes input', () => {
    for (const route of ROUTES) {
      const codes = Object.keys(operationOf(route)?.responses ?? {});
      expect(codes.includes('401') && codes.includes('403'), route.id).toBe(route.access !== 'public');
      const validated = Object.values(inputs[route.id] ?? {});
      expect(codes.includes('422') || codes.includes('400'), route.id).toBe(validated.length > 0);
      expect(codes, route.id).toContain('default');
    }
  });
});
