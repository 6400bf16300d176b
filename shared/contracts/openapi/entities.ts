/**
 * The API description's shape (OpenAPI 3.1), as far as this repository writes and reads it: the document that
 * GET /v1/openapi.json answers (built by services/openapi from the contracts) and the developers' page reads.
 */
import type { Access } from '../../constants/roles.js';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect). */
export type JsonSchema = { [keyword: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiMedia {
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMedia>;
}

export interface OpenApiReference {
  $ref: string;
}

export interface OpenApiOperation {
  /** The route id, `<domain>.<name>`. */
  operationId: string;
  /** The route's domain (one function each). */
  tags: [string];
  /** The contract entry's doc comment. */
  summary: string;
  /** Who may call it, in words. */
  description: string;
  /** Who may call it: alternatives, each a scheme with the roles it needs (an empty list: any signed-in user). */
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, OpenApiResponse | OpenApiReference>;
  /** Who may call it, as the contract names it. */
  'x-access': Access;
  /** Whether a public route still reads a bearer token when one comes along (admins see more). */
  'x-optional-auth'?: true;
  /** The route's metadata (shared/contracts/route-meta.ts). */
  'x-cache'?: string;
  'x-throttle'?: { rateLimit: number; burstLimit: number };
  'x-metric-group'?: string;
}

export type OpenApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiDocument {
  openapi: string;
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
  };
}
