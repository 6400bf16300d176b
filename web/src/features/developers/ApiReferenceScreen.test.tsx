import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenApiDocument } from '../../../../shared/contracts/openapi/entities.js';
import { DEVELOPERS_UI } from '../../../../shared/messages/developers.js';
import { fail } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { jsonResponse, renderScreen, link } from '../../test/utils';
import ApiReferenceScreen from './ApiReferenceScreen';

const envelope = (data: object) => ({
  type: 'object',
  properties: { status: { $ref: '#/components/schemas/SuccessStatus' }, data },
  required: ['status', 'data'],
});

/** A small document in the shape services/openapi writes. */
const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
  info: { title: 'Pitahaya Marketplace API', version: '1', description: '' },
  servers: [{ url: '/', description: '' }],
  tags: [
    { name: 'products', description: 'The catalog.' },
    { name: 'orders', description: 'Checkout and orders.' },
  ],
  paths: {
    '/v1/products/{id}': {
      get: {
        operationId: 'products.get',
        tags: ['products'],
        summary: 'One product.',
        description: '',
        security: [{}, { cognitoAccessToken: [] }],
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            schema: { type: 'string', minLength: 1, maxLength: 128 },
          },
        ],
        responses: {
          '200': {
            description: 'Done.',
            content: {
              'application/json': {
                schema: envelope({ type: 'object', properties: { product: {} }, required: ['product'] }),
              },
            },
          },
          default: { $ref: '#/components/responses/Other' },
        },
        'x-access': 'public',
        'x-optional-auth': true,
        'x-cache': 'public',
      },
    },
    '/v1/orders/checkout': {
      post: {
        operationId: 'orders.checkout',
        tags: ['orders'],
        summary: 'Turn the cart into an order.',
        description: '',
        security: [{ cognitoAccessToken: ['consumer'] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  paymentMethod: { type: 'string', enum: ['card', 'bank_transfer'] },
                  shippingInfo: {
                    type: 'object',
                    properties: { city: { type: 'string', minLength: 1, maxLength: 100 } },
                    required: ['city'],
                  },
                },
                required: ['shippingInfo'],
              },
            },
          },
        },
        responses: {
          '201': {
            description: 'Created.',
            content: {
              'application/json': {
                schema: envelope({
                  type: 'object',
                  properties: { payment: {}, order: {} },
                  required: ['order'],
                }),
              },
            },
          },
          '401': { $ref: '#/components/responses/Unauthorized' },
          '422': { $ref: '#/components/responses/Unprocessable' },
          default: { $ref: '#/components/responses/Other' },
        },
        'x-access': 'consumer',
        'x-metric-group': 'checkout',
      },
    },
  },
  components: { securitySchemes: {}, schemas: {}, responses: {} },
};

afterEach(() => vi.unstubAllGlobals());

describe('the developers page', () => {
  it('lists every route by domain, each opening on who may call it, its input and its answer', async () => {
    apiServer({ 'GET /v1/openapi.json': () => jsonResponse(DOCUMENT) });
    renderScreen('/developers', <ApiReferenceScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: 'products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: DEVELOPERS_UI.title })).toBeInTheDocument();
    expect(link(DEVELOPERS_UI.documentLink)).toHaveAttribute('href', '/v1/openapi.json');
    expect(screen.getByRole('status')).toHaveTextContent('2 rutas');
    const checkout = screen.getByText('/v1/orders/checkout').closest('details') as HTMLElement;
    expect(within(checkout).getByText('POST')).toBeInTheDocument();
    expect(within(checkout).getByText(/Un cliente con sesión/)).toBeInTheDocument();
    expect(within(checkout).getByText('uno de: card, bank_transfer')).toBeInTheDocument();
    expect(within(checkout).getByText('texto, de 1 a 100 caracteres')).toBeInTheDocument();
    expect(within(checkout).getByText(/201/)).toHaveTextContent('201 · Los datos en data:');
    expect(within(checkout).getByText('401, 422')).toBeInTheDocument();
  });

  it('finds routes by path, id or summary', async () => {
    apiServer({ 'GET /v1/openapi.json': () => jsonResponse(DOCUMENT) });
    renderScreen('/developers', <ApiReferenceScreen />);
    const search = await screen.findByRole('searchbox', { name: DEVELOPERS_UI.search });
    fireEvent.change(search, { target: { value: 'cart order' } });
    expect(screen.getByRole('status')).toHaveTextContent('1 de 2 rutas');
    expect(screen.queryByRole('heading', { level: 2, name: 'products' })).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'nada así' } });
    expect(screen.getByText(DEVELOPERS_UI.none)).toBeInTheDocument();
  });

  it('says when the description cannot be read', async () => {
    apiServer({ 'GET /v1/openapi.json': () => fail(500, 'INTERNAL_ERROR', 'Error interno') });
    renderScreen('/developers', <ApiReferenceScreen />);
    expect(await screen.findByText(DEVELOPERS_UI.unavailable)).toBeInTheDocument();
  });
});
