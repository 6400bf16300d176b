/**
 * The envelopes and the errors of the API description (the HTTP contract: shared/contracts/http.ts), and which
 * errors an endpoint can answer, from what its contract entry declares.
 */
import { GENERIC_ERROR_CODES, SPEC_ERROR_CODES, SUCCESS_CODE } from '../../shared/contracts/http.js';
import type { RouteDef } from '../../shared/contracts/kit.js';
import type {
  JsonSchema,
  OpenApiReference,
  OpenApiResponse,
} from '../../shared/contracts/openapi/entities.js';
import type { RouteInputs } from '../../shared/contracts/route-inputs.js';

export const SCHEMAS: Record<string, JsonSchema> = {
  SuccessStatus: {
    type: 'object',
    properties: { code: { const: SUCCESS_CODE }, message: { type: 'string' } },
    required: ['code', 'message'],
  },
  ErrorEnvelope: {
    type: 'object',
    properties: {
      status: {
        type: 'object',
        properties: {
          code: { enum: [...SPEC_ERROR_CODES, ...GENERIC_ERROR_CODES] },
          message: { type: 'string', description: 'Spanish, for the user.' },
        },
        required: ['code', 'message'],
      },
      errors: {
        type: 'array',
        description: 'One per refused field (validation errors only).',
        items: {
          type: 'object',
          properties: { field: { type: 'string' }, message: { type: 'string' } },
          required: ['field', 'message'],
        },
      },
    },
    required: ['status'],
  },
};

const error = (description: string): OpenApiResponse => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** Every error the API answers, by name; an endpoint refers to the ones it can answer. */
export const ERROR_RESPONSES: Record<string, OpenApiResponse> = {
  BadRequest: error(
    'The request is malformed: a body that is not a JSON object, or input refused as a whole.',
  ),
  Unauthorized: error('No session, or an invalid or expired access token.'),
  Forbidden: error('The caller’s role may not call it, or the account is inactive.'),
  NotFound: error('A path parameter that names nothing (an id that cannot exist, or does not).'),
  PayloadTooLarge: error('The body is over the limit.'),
  Unprocessable: error('Invalid input: the first refused field’s Spanish message, each field in `errors`.'),
  TooManyRequests: error('Throttled (the stage’s limit, or the route’s own: `x-throttle`).'),
  Unavailable: error('A dependency (Cognito, DynamoDB) does not answer; try again.'),
  Other: error(
    'Any other error, with the same envelope: 404 when what it names does not exist, 409 when the state does ' +
      'not allow it (stock, a status that cannot move), 500 on an unexpected failure.',
  ),
};

const ref = (name: keyof typeof ERROR_RESPONSES & string): OpenApiReference => ({
  $ref: `#/components/responses/${name}`,
});

/** The errors an endpoint can answer, from its caller, its input and its path. */
export function errorsOf(
  endpoint: Pick<RouteDef, 'access' | 'path'>,
  inputs: RouteInputs,
): Record<string, OpenApiReference> {
  const validated = [inputs.params, inputs.query, inputs.body, inputs.headers].filter((part) => part);
  const refusedAsWhole = validated.some((part) => part?.failure?.status === 400);
  return {
    ...(inputs.body || refusedAsWhole ? { '400': ref('BadRequest') } : {}),
    ...(endpoint.access === 'public' ? {} : { '401': ref('Unauthorized'), '403': ref('Forbidden') }),
    ...(endpoint.path.includes('{') ? { '404': ref('NotFound') } : {}),
    ...(inputs.body ? { '413': ref('PayloadTooLarge') } : {}),
    ...(validated.some((part) => part?.failure?.status !== 400) ? { '422': ref('Unprocessable') } : {}),
    '429': ref('TooManyRequests'),
    ...(endpoint.access === 'public' ? {} : { '503': ref('Unavailable') }),
    default: ref('Other'),
  };
}
