import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { PROFILE_MESSAGES } from '../../shared/messages/user.js';
import { admin, callForBody, consumer, producer } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { cognitoMock, cognitoUser } from '../lib/auth/testing.js';

const ddbMock = mockDocumentClient();

const user = (role: string) => cognitoUser({ role, email: 'ana@finca.es' });

const call = (method: string, authorizer: object, body?: unknown) =>
  callForBody(handler, method, '/v1/users/profile', { authorizer, body });

beforeEach(() => {
  cognitoMock.reset();
  ddbMock.reset();
  ddbMock
    .on(GetCommand)
    .resolves({ Item: { PK: 'USER#u-1', city: 'Almería', updatedAt: '2026-02-01T00:00:00Z' } });
});

describe('profile service', () => {
  it('answers the profile from Cognito and the directory', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    const { status, body } = await call('GET', consumer);
    expect(status).toBe(200);
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(1);
    expect(body.data.profile).toEqual({
      id: 'u-1',
      email: 'ana@finca.es',
      fullName: 'Ana',
      role: 'consumer',
      isActive: true,
      city: 'Almería',
      refundAccount: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00Z',
    });
  });

  it('writes the name to Cognito only when it changes', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
    ddbMock.on(UpdateCommand).resolves({ Attributes: { fullName: 'Ana', phone: '600 000 000' } });
    await call('PUT', consumer, { fullName: 'Ana', phone: '600 000 000' });
    expect(cognitoMock.commandCalls(AdminUpdateUserAttributesCommand)).toHaveLength(0);
    await call('PUT', consumer, { fullName: 'Ana María' });
    expect(
      cognitoMock.commandCalls(AdminUpdateUserAttributesCommand)[0]?.args[0].input.UserAttributes,
    ).toEqual([{ Name: 'name', Value: 'Ana María' }]);
  });

  describe("a farm's payout account", () => {
    const ACCOUNT = { iban: 'ES9121000418450200051332', holder: 'Finca Las Palmas' };
    const updates = () => ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);

    it('is answered to a producer ({iban, holder} or null), never to a consumer', async () => {
      cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
      expect((await call('GET', producer)).body.data.profile.payoutAccount).toBeNull();
      ddbMock.on(GetCommand).resolves({ Item: { PK: 'USER#u-1', payoutAccount: ACCOUNT } });
      expect((await call('GET', producer)).body.data.profile.payoutAccount).toEqual(ACCOUNT);
      cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
      expect((await call('GET', consumer)).body.data.profile).not.toHaveProperty('payoutAccount');
    });

    it('is saved for a producer, with the IBAN in electronic form and the holder trimmed', async () => {
      cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
      ddbMock.on(UpdateCommand).resolves({ Attributes: { fullName: 'Ana', payoutAccount: ACCOUNT } });
      const { status, body } = await call('PUT', producer, {
        payoutAccount: { iban: 'es91 2100 0418 4502 0005 1332', holder: ' Finca Las Palmas ' },
      });
      expect(status).toBe(200);
      expect(body.data.profile.payoutAccount).toEqual(ACCOUNT);
      const [input] = updates();
      expect(input?.Key).toEqual({ PK: 'USER#u-1', SK: 'PROFILE' });
      expect(input?.UpdateExpression).toBe('SET updatedAt = :now, payoutAccount = :payoutAccount');
      expect(input?.ExpressionAttributeValues?.[':payoutAccount']).toEqual(ACCOUNT);
    });

    it('is removed with null', async () => {
      cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
      ddbMock.on(UpdateCommand).resolves({ Attributes: { fullName: 'Ana' } });
      const { status, body } = await call('PUT', producer, { payoutAccount: null });
      expect(status).toBe(200);
      expect(body.data.profile.payoutAccount).toBeNull();
      expect(updates()[0]?.UpdateExpression).toBe('SET updatedAt = :now REMOVE payoutAccount');
      expect(updates()[0]?.ExpressionAttributeValues).not.toHaveProperty(':payoutAccount');
    });

    it('refuses a wrong IBAN or a missing holder with 422 and the Spanish message, writing nothing', async () => {
      cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
      const wrong = await call('PUT', producer, {
        payoutAccount: { iban: 'ES92 2100 0418 4502 0005 1332', holder: 'Finca Las Palmas' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.status).toEqual({
        code: 'VALIDATION_ERROR',
        message: PROFILE_MESSAGES.payoutIbanInvalid,
      });
      expect(wrong.body.errors).toEqual([
        { field: 'payoutAccount.iban', message: PROFILE_MESSAGES.payoutIbanInvalid },
      ]);
      const blank = await call('PUT', producer, { payoutAccount: { iban: ACCOUNT.iban, holder: '  ' } });
      expect(blank.status).toBe(422);
      expect(blank.body.errors).toEqual([
        { field: 'payoutAccount.holder', message: PROFILE_MESSAGES.payoutHolderRequired },
      ]);
      const notAnAccount = await call('PUT', producer, { payoutAccount: 'ES9121000418450200051332' });
      expect(notAnAccount.body.status.message).toBe(PROFILE_MESSAGES.payoutAccountInvalid);
      expect(updates()).toHaveLength(0);
    });

    it('is refused to a consumer and an admin with 422, before anything is written', async () => {
      for (const [role, authorizer] of [
        ['consumer', consumer],
        ['admin', admin],
      ] as const) {
        cognitoMock.on(AdminGetUserCommand).resolves(user(role));
        const { status, body } = await call('PUT', authorizer, { fullName: 'Otra', payoutAccount: ACCOUNT });
        expect(status).toBe(422);
        expect(body.status).toEqual({
          code: 'VALIDATION_ERROR',
          message: PROFILE_MESSAGES.payoutAccountProducersOnly,
        });
        expect(body.errors).toEqual([
          { field: 'payoutAccount', message: PROFILE_MESSAGES.payoutAccountProducersOnly },
        ]);
      }
      expect(updates()).toHaveLength(0);
      expect(cognitoMock.commandCalls(AdminUpdateUserAttributesCommand)).toHaveLength(0);
    });
  });

  describe("a consumer's refund account", () => {
    const ACCOUNT = { iban: 'ES9121000418450200051332', holder: 'Finca Las Palmas' };
    const updates = () => ddbMock.commandCalls(UpdateCommand).map((command) => command.args[0].input);
    it('is answered to a consumer, saved in electronic form and removed with null', async () => {
      cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
      ddbMock.on(GetCommand).resolves({ Item: { PK: 'USER#u-1', refundAccount: ACCOUNT } });
      expect((await call('GET', consumer)).body.data.profile.refundAccount).toEqual(ACCOUNT);
      ddbMock.on(UpdateCommand).resolves({ Attributes: { fullName: 'Ana', refundAccount: ACCOUNT } });
      const saved = await call('PUT', consumer, {
        refundAccount: { iban: 'es91 2100 0418 4502 0005 1332', holder: ' Finca Las Palmas ' },
      });
      expect(saved.status).toBe(200);
      expect(updates()[0]?.ExpressionAttributeValues?.[':refundAccount']).toEqual(ACCOUNT);
      ddbMock.on(UpdateCommand).resolves({ Attributes: { fullName: 'Ana' } });
      const removed = await call('PUT', consumer, { refundAccount: null });
      expect(removed.body.data.profile.refundAccount).toBeNull();
      expect(updates()[1]?.UpdateExpression).toBe('SET updatedAt = :now REMOVE refundAccount');
    });

    it('refuses a wrong IBAN, and an account for a farm or an admin, with 422, writing nothing', async () => {
      cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
      const wrong = await call('PUT', consumer, {
        refundAccount: { iban: 'ES92 2100 0418 4502 0005 1332', holder: 'Ana' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual([
        { field: 'refundAccount.iban', message: PROFILE_MESSAGES.payoutIbanInvalid },
      ]);
      for (const [role, authorizer] of [
        ['producer', producer],
        ['admin', admin],
      ] as const) {
        cognitoMock.on(AdminGetUserCommand).resolves(user(role));
        const { status, body } = await call('PUT', authorizer, { refundAccount: ACCOUNT });
        expect([status, body.status.message]).toEqual([422, PROFILE_MESSAGES.refundAccountConsumersOnly]);
        expect((await call('GET', authorizer)).body.data.profile).not.toHaveProperty('refundAccount');
      }
      expect(updates()).toHaveLength(0);
    });
  });

  describe("a farm's new-order e-mails", () => {
    const updates = () => ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);

    it('answers the daily summary to a farm that never chose, and what it chose; nothing to a consumer', async () => {
      cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
      expect((await call('GET', producer)).body.data.profile.newOrderEmails).toBe('daily');
      ddbMock.on(GetCommand).resolves({ Item: { PK: 'USER#u-1', newOrderEmails: 'each' } });
      expect((await call('GET', producer)).body.data.profile.newOrderEmails).toBe('each');
      cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
      expect((await call('GET', consumer)).body.data.profile).not.toHaveProperty('newOrderEmails');
    });

    it("is saved on the farm's directory item", async () => {
      cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
      ddbMock.on(UpdateCommand).resolves({ Attributes: { fullName: 'Ana', newOrderEmails: 'each' } });
      const { status, body } = await call('PUT', producer, { newOrderEmails: 'each' });
      expect(status).toBe(200);
      expect(body.data.profile.newOrderEmails).toBe('each');
      expect(updates()[0]?.UpdateExpression).toBe('SET updatedAt = :now, newOrderEmails = :newOrderEmails');
      expect(updates()[0]?.ExpressionAttributeValues?.[':newOrderEmails']).toBe('each');
    });

    it('refuses another value, and a consumer, with 422 and a Spanish message, writing nothing', async () => {
      cognitoMock.on(AdminGetUserCommand).resolves(user('producer'));
      for (const value of ['weekly', '', null, 1]) {
        const { status, body } = await call('PUT', producer, { newOrderEmails: value });
        expect(status).toBe(422);
        expect(body.errors).toEqual([
          { field: 'newOrderEmails', message: PROFILE_MESSAGES.newOrderEmailsInvalid },
        ]);
      }
      cognitoMock.on(AdminGetUserCommand).resolves(user('consumer'));
      const refused = await call('PUT', consumer, { newOrderEmails: 'daily' });
      expect(refused.status).toBe(422);
      expect(refused.body.status.message).toBe(PROFILE_MESSAGES.newOrderEmailsProducersOnly);
      expect(updates()).toHaveLength(0);
    });
  });
});
