/**
 * Cognito is the source of truth (issue 22): changes made straight in Cognito, as an admin would in the console
 * (here the same Admin* calls against the local stack's cognito-local), reach the shop's user directory, its
 * filters and stats, the storefront and checkout by the scheduled reconciliation (every minute in AWS). The test
 * stack runs no schedule by itself: each check below runs the directory-sync job first (POST
 * /_local/schedules/run), as its schedule would, until the change shows (60 s at most).
 */
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProductOrderPage } from '../../shared/contracts/orders/contract.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { Product } from '../../shared/contracts/products/entities.js';
import type { User, UserListResult, UserStats } from '../../shared/contracts/users/entities.js';
import { latestCode } from './accounts.js';
import {
  addItem,
  api,
  checkout,
  freshConsumer,
  freshProducer,
  freshProduct,
  placeOrder,
} from './commerce.js';
import { runSchedule } from '../support/schedules.js';
import { eventually, noStack, postJson, stack, uniqueEmail } from './helpers.js';
import { seededSuite } from './suite.js';
import { getItem, stockOf } from './table.js';

const BOUND_MS = 60_000;

describe.skipIf(noStack)('the directory follows Cognito', () => {
  const tokens = seededSuite();
  const cognito = new CognitoIdentityProviderClient({
    region: stack.region || 'eu-west-1',
    endpoint: stack.cognitoEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  afterAll(() => cognito.destroy());
  const UserPoolId = stack.userPoolId;

  const setRole = (Username: string, role: string) =>
    cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId,
        Username,
        UserAttributes: [{ Name: 'custom:role', Value: role }],
      }),
    );
  const usersWhere = async (filter: string): Promise<Partial<User>[]> => {
    const answer = await api<UserListResult>(
      `/v1/users?${new URLSearchParams({ filter, limit: '60' }).toString()}`,
      tokens.admin,
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data.users;
  };
  const byEmail = (email: string, more = '') => usersWhere(`email = "${email}"${more}`);
  const stats = async (): Promise<UserStats> =>
    (await api<{ stats: UserStats }>('/v1/users/stats', tokens.admin)).body.data.stats;
  /** The producer's products the anonymous storefront lists. */
  const onStorefront = async (producerId: string): Promise<string[]> => {
    const answer = await api<{ products: Product[] }>(`/v1/products?producerId=${producerId}&limit=50`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data.products.map((product) => product.productId);
  };
  /** Runs the reconciliation, then `check`, until it holds. */
  const follows = <T>(check: () => Promise<T>) =>
    eventually(
      async () => {
        await runSchedule('directory-sync');
        return check();
      },
      BOUND_MS,
      250,
    );

  it('a consumer made producer and a producer made consumer: role filter, stats and storefront follow', async () => {
    const [buyer, farm] = await Promise.all([freshConsumer('dsrole-c'), freshProducer('dsrole-p')]);
    const product = await freshProduct(farm.token);
    expect(await onStorefront(farm.userId)).toEqual([product.productId]);
    const before = await stats();

    await Promise.all([setRole(buyer.userId, 'producer'), setRole(farm.userId, 'consumer')]);
    await follows(async () => {
      expect(await byEmail(buyer.email, ' and custom:role = "producer"')).toHaveLength(1);
      expect(await byEmail(farm.email, ' and custom:role = "customer"')).toHaveLength(1);
      expect(await byEmail(farm.email, ' and custom:role = "producer"')).toHaveLength(0);
      expect(await onStorefront(farm.userId)).toEqual([]);
    });
    const after = await stats();
    expect(after.usersByRole).toEqual(before.usersByRole);

    // Producer again: the products the sync hid come back.
    await setRole(farm.userId, 'producer');
    await follows(async () => expect(await onStorefront(farm.userId)).toEqual([product.productId]));
  });

  it('a producer disabled: status filter, storefront and checkout follow; enabled again: products back', async () => {
    const [buyer, farm] = await Promise.all([freshConsumer('dsoff-c'), freshProducer('dsoff-p')]);
    const product = await freshProduct(farm.token, { stock: 5 });
    expect((await addItem(buyer.token, product.productId, 1)).status).toBe(200);

    await cognito.send(new AdminDisableUserCommand({ UserPoolId, Username: farm.userId }));
    await follows(async () => {
      expect(await byEmail(farm.email, ' and status = "Disabled"')).toHaveLength(1);
      expect(await byEmail(farm.email, ' and status = "Enabled"')).toHaveLength(0);
      expect(await onStorefront(farm.userId)).toEqual([]);
    });
    const refused = await checkout(buyer.token);
    expect(refused.status, refused.text).toBe(409);

    await cognito.send(new AdminEnableUserCommand({ UserPoolId, Username: farm.userId }));
    await follows(async () => {
      expect(await byEmail(farm.email, ' and status = "Enabled"')).toHaveLength(1);
      expect(await onStorefront(farm.userId)).toEqual([product.productId]);
    });
  });

  it('a producer disabled with an open line: the admin lists it as the user page does and cancels it', async () => {
    const [buyer, farm] = await Promise.all([freshConsumer('dsopen-c'), freshProducer('dsopen-p')]);
    const product = await freshProduct(farm.token, { stock: 5 });
    const order = await placeOrder(buyer.token, [[product.productId, 2]]);
    expect(await stockOf(product.productId)).toBe(3);

    await cognito.send(new AdminDisableUserCommand({ UserPoolId, Username: farm.userId }));
    await follows(async () => expect(await byEmail(farm.email, ' and status = "Disabled"')).toHaveLength(1));

    // The calls of "Pedidos pendientes de esta finca" (web/src/features/admin/orders-api.ts): one per open status.
    const open = await Promise.all(
      ['pending', 'organizing', 'ready_to_ship'].map(async (status) => {
        const query = new URLSearchParams({ producerId: farm.userId, status, limit: '100' });
        const answer = await api<ProductOrderPage>(`/v1/orders/producer?${query.toString()}`, tokens.admin);
        expect(answer.status, answer.text).toBe(200);
        return answer.body.data.orders;
      }),
    );
    const lines = open.flat();
    expect(lines.map((line) => [line.orderId, line.status, line.quantity])).toEqual([
      [order.id, 'pending', 2],
    ]);

    const notes = 'La finca ya no está disponible en la tienda.';
    const cancelled = await api(`/v1/orders/${order.id}/products/${lines[0]!.id}/status`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'cancelled', notes, expectedStatus: 'pending' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await stockOf(product.productId)).toBe(5);
    const seen = await api<{ order: Order }>(`/v1/orders/${order.id}`, buyer.token);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.data.order.productOrders.map((line) => [line.status, line.notes])).toEqual([
      ['cancelled', notes],
    ]);
    expect(seen.body.data.order.status).toBe('cancelled');
    // The consumer is told (the events function, from the table's stream).
    await eventually(
      async () => {
        const answer = await api<{ notifications: { orderId?: string }[] }>(
          '/v1/notifications/mine?limit=100',
          buyer.token,
        );
        expect(answer.body.data.notifications.some((notice) => notice.orderId === order.id)).toBe(true);
      },
      10_000,
      250,
    );
  });

  it('a producer deleted: row removed (stats follow), products off; the e-mail signing up again is one user', async () => {
    const farm = await freshProducer('dsdel-p');
    await freshProduct(farm.token);
    await follows(async () => expect(await byEmail(farm.email)).toHaveLength(1));
    const before = await stats();

    await cognito.send(new AdminDeleteUserCommand({ UserPoolId, Username: farm.userId }));
    await follows(async () => {
      expect(await byEmail(farm.email)).toHaveLength(0);
      expect(await onStorefront(farm.userId)).toEqual([]);
      const after = await stats();
      expect(after.totalUsers).toBe(before.totalUsers - 1);
      expect(after.usersByRole.producer).toBe(before.usersByRole.producer - 1);
    });
    expect(await getItem({ PK: `USER#${farm.userId}`, SK: 'PROFILE' })).toBeUndefined();
    expect(await getItem({ PK: `USER#${farm.userId}`, SK: 'ACTIVITY' })).toBeUndefined();

    const signup = await postJson('/oauth/auth/signup', {
      username: farm.email,
      password: farm.password,
      fullName: 'Otra vez',
    });
    expect(signup.status, signup.text).toBe(201);
    const confirmationCode = await latestCode(farm.email, 'signup');
    expect((await postJson('/oauth/auth/confirm', { username: farm.email, confirmationCode })).status).toBe(
      200,
    );
    await follows(async () => {
      const users = await byEmail(farm.email);
      expect(users).toHaveLength(1);
      expect(users[0]?.id).not.toBe(farm.userId);
      expect(users[0]?.role).toBe('consumer');
    });
  });

  it('a user created in the console and an e-mail changed there reach the list and the stats', async () => {
    const email = uniqueEmail('dsnew');
    const before = await stats();
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        TemporaryPassword: 'Temporal123!',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'Finca de consola' },
          { Name: 'custom:role', Value: 'producer' },
        ],
      }),
    );
    const username = created.User?.Username as string;
    await follows(async () => {
      const users = await byEmail(email, ' and custom:role = "producer"');
      expect(users).toHaveLength(1);
      expect(users[0]?.fullName).toBe('Finca de consola');
      const after = await stats();
      expect(after.totalUsers).toBe(before.totalUsers + 1);
      expect(after.usersByRole.producer).toBe(before.usersByRole.producer + 1);
    });

    const changed = uniqueEmail('dsmail');
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId,
        Username: username,
        UserAttributes: [{ Name: 'email', Value: changed }],
      }),
    );
    await follows(async () => {
      expect(await byEmail(changed)).toHaveLength(1);
      expect(await byEmail(email)).toHaveLength(0);
    });
  });
});
