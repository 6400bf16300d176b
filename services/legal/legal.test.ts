import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { LEGAL_TEXT_MODELS } from '../../shared/content/legal/models.js';
import { LEGAL_MESSAGES } from '../../shared/messages/legal.js';
import { admin, callHandler, consumer } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { legalIdentityItem } from './legal-store.js';

const ddbMock = mockDocumentClient();

/** The identity as an admin's save stored it. */
const IDENTITY_ITEM = legalIdentityItem(
  {
    name: 'Cooperativa Ejemplo',
    nif: 'F04123451',
    address: 'Calle Mayor 1',
    email: 'hola@ejemplo.test',
    registry: 'Registro X',
  },
  'u-admin',
  '2026-05-01T10:00:00.000Z',
);

beforeEach(() => {
  ddbMock.reset();
  process.env.TABLE_NAME = 'test-table';
});

describe('GET /v1/legal', () => {
  it('answers the stored identity to anyone, cacheable for a minute', async () => {
    ddbMock.on(GetCommand, { Key: { PK: 'LEGAL', SK: 'IDENTITY' } }).resolves({ Item: IDENTITY_ITEM });
    const { status, headers, body } = await callHandler(handler, 'GET', '/v1/legal');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(body.data.legal).toEqual({
      name: 'Cooperativa Ejemplo',
      nif: 'F04123451',
      address: 'Calle Mayor 1',
      email: 'hola@ejemplo.test',
      registry: 'Registro X',
      configured: true,
      updatedAt: '2026-05-01T10:00:00.000Z',
    });
  });

  it('says when nothing was saved yet', async () => {
    ddbMock.on(GetCommand).resolves({});
    const { body } = await callHandler(handler, 'GET', '/v1/legal');
    expect(body.data.legal).toMatchObject({ name: '', nif: '', configured: false, updatedAt: null });
  });
});

describe('PUT /v1/legal', () => {
  const identity = { name: 'Cooperativa', nif: 'f04123451', address: 'Calle 1', email: 'a@b.es', phone: '' };

  it('saves the identity of an admin, the NIF normalised and a blank phone left out', async () => {
    ddbMock.on(PutCommand).resolves({});
    const { status, body } = await callHandler(handler, 'PUT', '/v1/legal', {
      authorizer: admin,
      body: identity,
    });
    expect(status).toBe(200);
    expect(body.status.message).toBe(LEGAL_MESSAGES.identityUpdated);
    const item = ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toMatchObject({ PK: 'LEGAL', SK: 'IDENTITY', nif: 'F04123451', name: 'Cooperativa' });
    expect(item).not.toHaveProperty('phone');
    expect(body.data.legal).toMatchObject({ nif: 'F04123451', configured: true });
  });

  it('refuses a wrong NIF with 422 and writes nothing', async () => {
    const { status, body } = await callHandler(handler, 'PUT', '/v1/legal', {
      authorizer: admin,
      body: { ...identity, nif: 'F04123452' },
    });
    expect(status).toBe(422);
    expect(body.status.message).toBe(LEGAL_MESSAGES.nifInvalid);
    expect(body.errors).toEqual([{ field: 'nif', message: LEGAL_MESSAGES.nifInvalid }]);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const { status } = await callHandler(handler, 'PUT', '/v1/legal', {
      authorizer: consumer,
      body: identity,
    });
    expect(status).toBe(403);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('the legal texts', () => {
  it('answers a page never saved as its model, not reviewed', async () => {
    ddbMock.on(GetCommand, { Key: { PK: 'LEGAL', SK: 'IDENTITY' } }).resolves({ Item: IDENTITY_ITEM });
    ddbMock.on(GetCommand, { Key: { PK: 'LEGAL', SK: 'TEXT#condiciones' } }).resolves({});
    const { status, body } = await callHandler(handler, 'GET', '/v1/legal/texts/condiciones');
    expect(status).toBe(200);
    expect(body.data.text).toEqual({
      id: 'condiciones',
      title: 'Condiciones de compra',
      body: LEGAL_TEXT_MODELS.condiciones,
      model: true,
      reviewed: false,
      updatedAt: null,
    });
    expect(body.data.legal.name).toBe('Cooperativa Ejemplo');
  });

  it('answers an unknown text 422 in Spanish', async () => {
    const { status, body } = await callHandler(handler, 'GET', '/v1/legal/texts/otra');
    expect(status).toBe(422);
    expect(body.status.message).toBe(LEGAL_MESSAGES.textIdInvalid);
  });

  it('lists every text for the admin, saved ones over their models, in one Query', async () => {
    ddbMock.on(QueryCommand).resolves({
      Items: [
        IDENTITY_ITEM,
        {
          PK: 'LEGAL',
          SK: 'TEXT#cookies',
          body: '## Propio\nTexto',
          reviewed: true,
          updatedAt: '2026-06-01',
        },
      ],
    });
    const { status, body } = await callHandler(handler, 'GET', '/v1/legal/texts', { authorizer: admin });
    expect(status).toBe(200);
    expect(body.data.texts.map((text: { id: string; model: boolean }) => [text.id, text.model])).toEqual([
      ['aviso-legal', true],
      ['privacidad', true],
      ['condiciones', true],
      ['cookies', false],
      ['formulario-desistimiento', true],
    ]);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(1);
  });

  it('saves an admin text marked reviewed, and puts the model back with null', async () => {
    ddbMock.on(GetCommand).resolves({ Item: IDENTITY_ITEM });
    ddbMock.on(PutCommand).resolves({});
    const saved = await callHandler(handler, 'PUT', '/v1/legal/texts/aviso-legal', {
      authorizer: admin,
      body: { body: '## Titular\n{nombre}', reviewed: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.text).toMatchObject({
      body: '## Titular\n{nombre}',
      model: false,
      reviewed: true,
    });
    const restored = await callHandler(handler, 'PUT', '/v1/legal/texts/aviso-legal', {
      authorizer: admin,
      body: { body: null, reviewed: false },
    });
    expect(restored.body.status.message).toBe(LEGAL_MESSAGES.textRestored);
    expect(restored.body.data.text).toMatchObject({ body: LEGAL_TEXT_MODELS['aviso-legal'], model: true });
    expect(ddbMock.commandCalls(PutCommand)[1]?.args[0].input.Item).not.toHaveProperty('body');
  });
});
