/** A farm's professional operator number in its profile (issue 31, docs/legal.md: a plant's passport). */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { PRODUCT_LEGAL_MESSAGES as M } from '../../shared/messages/legal.js';
import { FARM_TERMS_MESSAGES } from '../../shared/messages/pricing.js';
import { cognitoMock, cognitoUser } from '../lib/auth/testing.js';
import { callForBody, consumer, producer } from '../lib/http/test-event.js';
import { handler } from './handler.js';

const ddbMock = mockDocumentClient();

const user = (role: string) => cognitoUser({ role, email: 'finca@ejemplo.es', name: 'Finca' });

const put = (authorizer: object, body: unknown) =>
  callForBody(handler, 'PUT', '/v1/users/profile', { authorizer, body });

beforeEach(() => {
  cognitoMock.reset();
  ddbMock.reset();
  ddbMock.on(GetCommand).resolves({ Item: { PK: 'USER#u-1', SK: 'PROFILE' } });
});

describe("a farm's professional operator number", () => {
  it('is saved and answered for a producer', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
    ddbMock.on(UpdateCommand).resolves({ Attributes: { plantOperatorNumber: 'ES-04-0123' } });
    const { status, body } = await put(producer, { plantOperatorNumber: 'ES-04-0123' });
    expect(status).toBe(200);
    expect(body.data.profile.plantOperatorNumber).toBe('ES-04-0123');
    expect(ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':plantOperatorNumber': 'ES-04-0123',
    });
  });

  it('is refused for a consumer, and a malformed one, with 422 and nothing written', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    const consumerTry = await put(consumer, { plantOperatorNumber: 'ES-04-0123' });
    expect(consumerTry.status).toBe(422);
    expect(consumerTry.body.status.message).toBe(FARM_TERMS_MESSAGES.producersOnly);
    const malformed = await put(producer, { plantOperatorNumber: '<>' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.status.message).toBe(M.plantOperatorInvalid(40));
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('cannot be removed while the farm sells plants', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
    ddbMock.on(QueryCommand).resolves({
      Items: [
        { PK: 'PRODUCT#p-1', SK: 'PRODUCT', category: 'elaborados', isActive: true },
        { PK: 'PRODUCT#p-2', SK: 'PRODUCT', category: 'plantas-esquejes', isActive: true },
      ],
    });
    const refused = await put(producer, { plantOperatorNumber: null });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'plantOperatorNumber', message: M.plantOperatorInUse }]);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);

    ddbMock.on(QueryCommand).resolves({
      Items: [{ PK: 'PRODUCT#p-2', SK: 'PRODUCT', category: 'plantas-esquejes', isActive: false }],
    });
    ddbMock.on(UpdateCommand).resolves({ Attributes: {} });
    const removed = await put(producer, { plantOperatorNumber: null });
    expect(removed.status).toBe(200);
    expect(removed.body.data.profile.plantOperatorNumber).toBeNull();
  });
});
