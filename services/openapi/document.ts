/**
 * The API description (docs/api.md): an OpenAPI 3.1 document of every endpoint of every contract, written from
 * the contracts alone. Per endpoint: its path and method, its domain as the tag, who may call it (`security`
 * with the roles, and `x-access` as the contract names it), its summary (the entry's doc comment), its path,
 * query and header parameters and its JSON body as JSON Schemas of the zod schemas it is validated with (the
 * accepted input: `io: 'input'`), its success (status, the envelope and the keys of `data` its answer declares,
 * or a file), the errors it can answer, and its metadata (cache policy, throttle, metric group).
 *
 * What it does not say: the shape of each value of `data`. Answers are TypeScript types (the contracts'
 * entities), not schemas, so the document names the keys and whether each is always there, no more.
 */
import { ID_MAX_LENGTH, ID_PATTERN } from '../../shared/constants/limits.js';
import type { Access } from '../../shared/constants/roles.js';
import type { Answer, InputSpec, RouteDef } from '../../shared/contracts/kit.js';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiReference,
  OpenApiResponse,
} from '../../shared/contracts/openapi/entities.js';
import { routeInputs, type RouteInputs } from '../../shared/contracts/route-inputs.js';
import { CONTRACTS } from '../../shared/contracts/route-table.js';
import { pathParametersOf, schemaOf } from './json-schema.js';
import { ERROR_RESPONSES, SCHEMAS, errorsOf } from './responses.js';
import { readContractProse, type ContractProse } from './summaries.js';

/** An endpoint as the contracts hold it at run time. */
export type DescribedEndpoint = RouteDef & {
  name: string;
  input?: (schemas: never) => InputSpec;
  answer: Answer<unknown>;
};

export const BEARER = 'cognitoAccessToken';

/** Who may call an endpoint, as OpenAPI 3.1 says it: alternatives, each a scheme with the roles it needs. */
export function securityOf(access: Access, optionalAuth: boolean): Record<string, string[]>[] {
  switch (access) {
    case 'public':
      return optionalAuth ? [{}, { [BEARER]: [] }] : [];
    case 'signed-in':
      return [{ [BEARER]: [] }];
    case 'consumer':
      return [{ [BEARER]: ['consumer'] }];
    case 'producer-or-admin':
      return [{ [BEARER]: ['producer'] }, { [BEARER]: ['admin'] }];
    case 'admin':
      return [{ [BEARER]: ['admin'] }];
  }
}

const WHO: Record<Access, string> = {
  public: 'Anyone, without a token.',
  'signed-in': 'Any signed-in user.',
  consumer: 'A signed-in consumer.',
  'producer-or-admin': 'A signed-in producer, or an admin.',
  admin: 'A signed-in admin.',
};
const READS_CALLER = 'Anyone; a bearer token, when one comes along, is read.';

/** The success answer: the envelope around `data` with the keys the answer declares, the data alone, or a file. */
function successOf(answer: Answer<unknown>, flat: boolean): OpenApiResponse {
  const description = answer.status === 201 ? 'Created.' : 'Done.';
  if (answer.file)
    return {
      description,
      content: { [answer.file]: { schema: { type: 'string', contentMediaType: answer.file } } },
    };
  const keys = Object.entries(answer.keys ?? {});
  const data: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(keys.map(([key]) => [key, {}])),
    required: keys.filter(([, presence]) => presence === 'required').map(([key]) => key),
  };
  const schema: JsonSchema = flat
    ? data
    : {
        type: 'object',
        properties: { status: { $ref: '#/components/schemas/SuccessStatus' }, data },
        required: ['status', 'data'],
      };
  return { description, content: { 'application/json': { schema } } };
}

function parametersOf(endpoint: DescribedEndpoint, inputs: RouteInputs): OpenApiParameter[] {
  const idSchema = { type: 'string', minLength: 1, maxLength: ID_MAX_LENGTH, pattern: ID_PATTERN.source };
  const path = pathParametersOf(endpoint.path, inputs.params, idSchema);
  const query = inputs.query ? parametersIn('query', schemaOf(inputs.query)) : [];
  const headers = inputs.headers ? parametersIn('header', schemaOf(inputs.headers)) : [];
  return [...path, ...query, ...headers];
}

/** An object schema's properties as parameters of one place. */
function parametersIn(place: 'query' | 'header', schema: JsonSchema): OpenApiParameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, value]) => ({
    name,
    in: place,
    required: required.has(name),
    schema: value,
  }));
}

function operationOf(
  endpoint: DescribedEndpoint,
  inputs: RouteInputs,
  flat: boolean,
  prose: ContractProse,
): OpenApiOperation {
  const optionalAuth = endpoint.optionalAuth === true;
  const parameters = parametersOf(endpoint, inputs);
  const body = inputs.body ? schemaOf(inputs.body) : null;
  const responses: Record<string, OpenApiResponse | OpenApiReference> = {
    [String(endpoint.answer.status)]: successOf(endpoint.answer, flat),
    ...errorsOf(endpoint, inputs),
  };
  const summary =
    endpoint.name === 'health'
      ? 'Whether the domain’s function answers.'
      : (prose.endpoints[endpoint.name] ?? endpoint.id);
  return {
    operationId: endpoint.id,
    tags: [endpoint.domain],
    summary,
    description: optionalAuth ? READS_CALLER : WHO[endpoint.access],
    security: securityOf(endpoint.access, optionalAuth),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: ((body.required ?? []) as string[]).length > 0,
            content: { 'application/json': { schema: body } },
          },
        }
      : {}),
    responses,
    'x-access': endpoint.access,
    ...(optionalAuth ? { 'x-optional-auth': true as const } : {}),
    ...(endpoint.cache ? { 'x-cache': endpoint.cache } : {}),
    ...(endpoint.throttle ? { 'x-throttle': endpoint.throttle } : {}),
    ...(endpoint.metrics ? { 'x-metric-group': endpoint.metrics.group } : {}),
  };
}

/** Where a domain's contract is written (its prose is read from there). */
export const contractFile = (domain: string): string =>
  new URL(`../../shared/contracts/${domain}/contract.ts`, import.meta.url).pathname;

/** The whole document, from the contracts (and their sources, for the prose). */
export function openApiDocument(): OpenApiDocument {
  const inputs = routeInputs();
  const paths: OpenApiDocument['paths'] = {};
  const tags: OpenApiDocument['tags'] = [];
  for (const contract of CONTRACTS) {
    const prose = readContractProse(contractFile(contract.domain));
    tags.push({ name: contract.domain, description: prose.about });
    for (const endpoint of Object.values(contract.endpoints as Record<string, DescribedEndpoint>)) {
      const flat = contract.successBody === 'flat' || endpoint.answer.flat === true;
      const method = endpoint.method.toLowerCase() as OpenApiMethod;
      (paths[endpoint.path] ??= {})[method] = operationOf(endpoint, inputs[endpoint.id] ?? {}, flat, prose);
    }
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Pitahaya Marketplace API',
      version: '1',
      description:
        'The shop’s HTTP API, written from its contracts (shared/contracts). Success answers are the envelope ' +
        '{status: {code: "SUCCESS", message}, data} (the /oauth API answers its data alone); errors are ' +
        '{status: {code, message}, errors?} with a Spanish message. Money is a number with two decimals.',
    },
    servers: [
      { url: '/', description: 'The shop’s own origin (the SPA, /oauth and /v1 behind one address).' },
    ],
    tags,
    paths,
    components: {
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token of POST /oauth/auth/login (Cognito). A scheme’s list names the roles allowed.',
        },
      },
      schemas: SCHEMAS,
      responses: ERROR_RESPONSES,
    },
  };
}
