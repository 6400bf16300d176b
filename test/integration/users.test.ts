/**
 * The users service (`/v1/users`, admin) against the real local stack: the Cognito-style filter served from the
 * user directory, search, paging, attributesToGet, the figures of each role, get, update (Cognito first, then the
 * directory; seen by the authorizer), delete (a producer's products leave the storefront) and the stats.
 * The test stack's authorizer reuses a status for 1 s (AUTHORIZER_CACHE_SECONDS, test/support/stack.ts), so a
 * change is observed with eventually() instead of waiting out the 30 s of AWS.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/contracts/products/entities.js';
import type { User, UserListResult, UserStats } from '../../shared/contracts/users/entities.js';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';
import { USER_MESSAGES } from '../../shared/messages/user.js';
import { VALIDATION_MESSAGES } from '../../shared/messages/validation.js';
import { USER_FILTER_ERRORS } from '../../shared/rules/user-filter.js';
import { login, type Tokens } from './accounts.js';
import { addItem, api, checkout, freshConsumer, freshProducer, freshProduct } from './commerce.js';
import { getItem } from './table.js';
import { seededSuite } from './suite.js';
import { eventually, noStack, postJson } from './helpers.js';

type Answer<D> = Awaited<ReturnType<typeof api<D>>>;

const list = (token: string, query: Record<string, string> = {}) =>
  api<UserListResult>(`/v1/users?${new URLSearchParams(query).toString()}`, token);
const update = (token: string, id: string, body: unknown) =>
  api<{ user: User; updated: { fields: string[] } }>(`/v1/users/${id}`, token, { method: 'PUT', body });
const stats = async (token: string): Promise<UserStats> => {
  const answer = await api<{ stats: UserStats }>('/v1/users/stats', token);
  expect(answer.status).toBe(200);
  return answer.body.data.stats;
};

/** Every page of a list, following paginationToken: the users, and whether a page came back empty. */
async function allPages(token: string, query: Record<string, string>) {
  const users: Partial<User>[] = [];
  let paginationToken: string | null = null;
  let emptyPageWithToken = false;
  let first: UserListResult | null = null;
  for (let page = 0; page < 100; page += 1) {
    const answer: Answer<UserListResult> = await list(token, {
      ...query,
      ...(paginationToken ? { paginationToken } : {}),
    });
    expect(answer.status, answer.text).toBe(200);
    const data = answer.body.data;
    first ??= data;
    users.push(...data.users);
    if (data.users.length === 0 && data.paginationToken) emptyPageWithToken = true;
    expect(data.hasMoreUsers).toBe(data.paginationToken !== null);
    expect(data.nextToken).toBe(data.paginationToken);
    paginationToken = data.paginationToken;
    if (!paginationToken) break;
  }
  return { users, first: first as UserListResult, emptyPageWithToken };
}

function expectBadRequest(answer: Answer<unknown>, field: string, message?: string) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.body.status).toEqual({ code: 'VALIDATION_ERROR', message: USER_MESSAGES.badRequest });
  expect(answer.body.errors?.[0]?.field).toBe(field);
  if (message) expect(answer.body.errors?.[0]?.message).toBe(message);
}

describe.skipIf(noStack)('users service (admin)', () => {
  const tokens = seededSuite();
  let adminId: string;
  const run = Date.now().toString(36);

  beforeAll(() => {
    adminId = JSON.parse(Buffer.from(tokens.admin.split('.')[1] ?? '', 'base64url').toString()).sub;
  });

  describe('who may call', () => {
    it("answers a non-admin the original API's 403 on every users call, and 401 without a session", async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', '/v1/users'],
        ['GET', '/v1/users/stats'],
        ['GET', `/v1/users/${adminId}`],
        ['PUT', `/v1/users/${adminId}`, { fullName: 'Otra' }],
        ['DELETE', `/v1/users/${adminId}`],
      ];
      for (const [method, path, body] of calls) {
        for (const token of [tokens.consumer, tokens.producer]) {
          const answer = await api(path, token, { method, ...(body ? { body } : {}) });
          expect(answer.status, `${method} ${path}`).toBe(403);
          expect(answer.body.status.message).toBe(USER_MESSAGES.adminOnly);
        }
        expect((await api(path, '', { method, ...(body ? { body } : {}) })).status).toBe(401);
      }
      const admin = await getItem({ PK: `USER#${adminId}`, SK: 'PROFILE' });
      expect(admin?.fullName).toBe('Administración Pitahaya');
    });
  });

  describe('list', () => {
    it('answers the first 20 users by e-mail with the total counted and the query described', async () => {
      const answer = await list(tokens.admin);
      expect(answer.status, answer.text).toBe(200);
      const data = answer.body.data;
      expect(data.users.length).toBeLessThanOrEqual(20);
      expect(data.totalUsers).toBeGreaterThanOrEqual(5);
      expect(data.hasMoreUsers).toBe(data.totalUsers > 20);
      expect(data.queryInfo).toMatchObject({ filter: '', source: 'email', sortedBy: 'email', limit: 20 });
      const emails = data.users.map((user) => user.email as string);
      expect(emails).toEqual([...emails].sort());
      const admin = data.users.find((user) => user.email === 'admin@pitahaya.test');
      expect(admin).toMatchObject({
        id: adminId,
        role: 'admin',
        isActive: true,
        fullName: 'Administración Pitahaya',
      });
    });

    it('custom:role = "producer": every producer, newest first, with productsCount and totalEarned; paging ends without an empty page', async () => {
      const { users, first, emptyPageWithToken } = await allPages(tokens.admin, {
        filter: 'custom:role = "producer"',
        limit: '1',
      });
      expect(emptyPageWithToken).toBe(false);
      expect(users.length).toBe(first.totalUsers);
      expect(new Set(users.map((user) => user.id)).size).toBe(users.length);
      expect(users.every((user) => user.role === 'producer')).toBe(true);
      expect(first.queryInfo).toMatchObject({
        filter: 'custom:role = "producer"',
        source: 'role',
        order: 'desc',
      });
      const created = users.map((user) => user.createdAt as string);
      expect(created).toEqual([...created].sort().reverse());
      const farm = users.find((user) => user.email === 'productor@pitahaya.test');
      expect(farm?.productsCount).toBeGreaterThanOrEqual(1);
      expect(typeof farm?.totalEarned).toBe('number');
      expect(farm?.ordersCount).toBeUndefined();
      const seller = await list(tokens.admin, { filter: 'custom:role = "seller"', limit: '100' });
      expect(seller.body.data.totalUsers).toBe(first.totalUsers);
    });

    it('custom:role = "customer": consumers with their ordersCount', async () => {
      const answer = await list(tokens.admin, { filter: 'custom:role = "customer" and email ^= "cliente@"' });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.users).toEqual([
        expect.objectContaining({
          email: 'cliente@pitahaya.test',
          role: 'consumer',
          ordersCount: expect.any(Number),
        }),
      ]);
      expect(answer.body.data.users[0]?.ordersCount).toBeGreaterThanOrEqual(1);
      expect(answer.body.data.queryInfo.source).toBe('email');
    });

    it('email ^= and email = find by prefix and exactly; search matches name words without accents', async () => {
      const ana = await freshConsumer(`usrlist-${run}`);
      const prefix = ana.email.slice(0, ana.email.indexOf('@') - 2);
      const byPrefix = await list(tokens.admin, { filter: `email ^= "${prefix.toUpperCase()}"` });
      expect(byPrefix.body.data.users.map((user) => user.id)).toEqual([ana.userId]);
      expect(byPrefix.body.data.totalUsers).toBe(1);
      const exact = await list(tokens.admin, { filter: `email = "${ana.email}" and custom:role = "buyer"` });
      expect(exact.body.data.users.map((user) => user.id)).toEqual([ana.userId]);
      const wrongRole = await list(tokens.admin, {
        filter: `email = "${ana.email}" and custom:role = "admin"`,
      });
      expect(wrongRole.body.data).toMatchObject({ users: [], totalUsers: 0, hasMoreUsers: false });

      const search = await list(tokens.admin, { search: 'fernandez LUCÍA' });
      expect(search.body.data.users.map((user) => user.email)).toEqual(['cliente@pitahaya.test']);
      const byMail = await list(tokens.admin, { search: prefix });
      expect(byMail.body.data.users.map((user) => user.id)).toEqual([ana.userId]);
    });

    it('attributesToGet narrows each user to the fields asked (id always) and skips the figures', async () => {
      const answer = await list(tokens.admin, {
        filter: 'custom:role = "producer"',
        attributesToGet: 'email,custom:role,name',
      });
      expect(answer.status, answer.text).toBe(200);
      for (const user of answer.body.data.users)
        expect(Object.keys(user).sort()).toEqual(['email', 'fullName', 'id', 'role']);
      expect(answer.body.data.queryInfo.attributes).toEqual(['id', 'email', 'role', 'fullName']);
    });

    it("refuses an invalid filter, limit, attribute, search or token with 400 'Parámetros de solicitud inválidos'", async () => {
      // Each filter refused with its own reason.
      for (const [filter, message] of [
        ['custom:role = "farmer"', USER_FILTER_ERRORS.role],
        ['name = "Ana"', USER_FILTER_ERRORS.attribute],
        ['custom:role = producer', USER_FILTER_ERRORS.syntax],
        ['status ^= "En"', USER_FILTER_ERRORS.operator],
        ['status = "maybe"', USER_FILTER_ERRORS.status],
        ['email ^= "a" and email ^= "b"', USER_FILTER_ERRORS.repeated],
      ] as const)
        expectBadRequest(await list(tokens.admin, { filter }), 'filter', message);
      for (const limit of ['0', '101', '2.5', 'veinte'])
        expectBadRequest(await list(tokens.admin, { limit }), 'limit', VALIDATION_MESSAGES.limitRange);
      expectBadRequest(await list(tokens.admin, { attributesToGet: 'email,password' }), 'attributesToGet');
      expectBadRequest(
        await list(tokens.admin, { search: '  ' }),
        'search',
        VALIDATION_MESSAGES.searchTermRequired,
      );
      expectBadRequest(await list(tokens.admin, { paginationToken: 'bm9wZQ' }), 'paginationToken');
      // A token of another query (the producers' list) is not a token of the consumers' list.
      const producers = await list(tokens.admin, { filter: 'custom:role = "producer"', limit: '1' });
      expectBadRequest(
        await list(tokens.admin, {
          filter: 'custom:role = "customer"',
          paginationToken: producers.body.data.paginationToken as string,
        }),
        'paginationToken',
      );
      expectBadRequest(
        await list(tokens.admin, { filter: 'custom:role = "producer"', role: 'admin' }),
        'role',
        USER_MESSAGES.filterConflict,
      );
    });
  });

  describe('get', () => {
    it('answers a user with the figures of their role, and 404 for nobody', async () => {
      const { userId } = await freshConsumer(`usrget-${run}`);
      const answer = await api<{ user: User }>(`/v1/users/${userId}`, tokens.admin);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.user).toMatchObject({
        id: userId,
        role: 'consumer',
        isActive: true,
        ordersCount: 0,
        lastLogin: expect.any(String),
      });
      const missing = await api(`/v1/users/3f6c2a10-0000-4000-8000-000000000000`, tokens.admin);
      expect(missing.status).toBe(404);
      expect(missing.body.status.message).toBe(USER_MESSAGES.notFound);
    });
  });

  describe('update', () => {
    it('refuses invalid bodies with the original messages and writes nothing', async () => {
      const { userId } = await freshConsumer(`usrbad-${run}`);
      const before = await getItem({ PK: `USER#${userId}`, SK: 'PROFILE' });
      const cases: [unknown, string][] = [
        [{}, VALIDATION_MESSAGES.userUpdateEmpty],
        [{ role: 'farmer' }, USER_MESSAGES.roleInvalid],
        [{ fullName: '   ' }, VALIDATION_MESSAGES.fullNameRequired],
        [{ fullName: 'x'.repeat(101) }, VALIDATION_MESSAGES.fullNameTooLong],
        [{ isActive: 'yes' }, VALIDATION_MESSAGES.isActiveBoolean],
        [{ email: 'no-es-un-email' }, VALIDATION_MESSAGES.emailFormat],
      ];
      for (const [body, message] of cases) {
        const answer = await update(tokens.admin, userId, body);
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.status.message).toBe(message);
      }
      const taken = await update(tokens.admin, userId, { email: 'CLIENTE@pitahaya.test', fullName: 'Nadie' });
      expect(taken.status).toBe(409);
      expect(taken.body.status.message).toBe(USER_MESSAGES.emailTaken);
      expect((await update(tokens.admin, 'nadie-aqui', { fullName: 'Ana' })).status).toBe(404);
      expect(await getItem({ PK: `USER#${userId}`, SK: 'PROFILE' })).toEqual(before);
    });

    it('never lets an admin change their own role or deactivate themselves', async () => {
      const role = await update(tokens.admin, adminId, { role: 'customer' });
      expect(role.status).toBe(403);
      expect(role.body.status.message).toBe(USER_MESSAGES.selfRoleChange);
      const off = await update(tokens.admin, adminId, { isActive: false });
      expect(off.status).toBe(403);
      expect(off.body.status.message).toBe(USER_MESSAGES.selfDeactivate);
      const same = await update(tokens.admin, adminId, { role: 'administrator', isActive: true });
      expect(same.status).toBe(200);
      expect(same.body.data.updated.fields).toEqual([]);
    });

    it('changes name and e-mail in Cognito and the directory: the user signs in with the new address', async () => {
      const account = await freshConsumer(`usrmail-${run}`);
      const email = `nuevo-${run}-${Math.random().toString(36).slice(2, 6)}@pitahaya.test`;
      const answer = await update(tokens.admin, account.userId, {
        fullName: 'Ana Nueva',
        email: email.toUpperCase(),
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.updated.fields).toEqual(['fullName', 'email']);
      expect(answer.body.data.user).toMatchObject({ email, fullName: 'Ana Nueva', username: email });
      const signedIn = await login(email, account.password);
      expect(signedIn.status, signedIn.text).toBe(200);
      const info = await api<never>(
        '/oauth/auth/user-info',
        (signedIn.body as unknown as Tokens).access_token,
      );
      expect(info.body).toMatchObject({ email, fullName: 'Ana Nueva' });
      const found = await list(tokens.admin, { filter: `email = "${email}"` });
      expect(found.body.data.users.map((user) => user.id)).toEqual([account.userId]);
      const old = await list(tokens.admin, { filter: `email = "${account.email}"` });
      expect(old.body.data.totalUsers).toBe(0);
    });

    it('a role change reaches the authorizer: the consumer becomes a producer on their next calls', async () => {
      const account = await freshConsumer(`usrrole-${run}`);
      expect((await api('/v1/carts/summary', account.token)).status).toBe(200);
      expect((await api('/v1/products/user', account.token)).status).toBe(403);
      const answer = await update(tokens.admin, account.userId, { role: 'vendor' });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.user).toMatchObject({ role: 'producer', productsCount: 0, totalEarned: 0 });
      expect(answer.body.data.updated.fields).toEqual(['role']);
      await eventually(async () => {
        expect((await api('/v1/products/user', account.token)).status).toBe(200);
        expect((await api('/v1/carts/summary', account.token)).status).toBe(403);
      });
      const producers = await list(tokens.admin, {
        filter: `custom:role = "producer" and email = "${account.email}"`,
      });
      expect(producers.body.data.totalUsers).toBe(1);
      const consumers = await list(tokens.admin, {
        filter: `custom:role = "customer" and email = "${account.email}"`,
      });
      expect(consumers.body.data.totalUsers).toBe(0);
      const item = await getItem({ PK: `USER#${account.userId}`, SK: 'PROFILE' });
      expect(item).toMatchObject({ role: 'producer', GSI1PK: 'ROLE#producer', GSI3PK: 'ACTIVE#producer' });
      // The activity entry (its own item since the sign-in) follows the role.
      const activity = await getItem({ PK: `USER#${account.userId}`, SK: 'ACTIVITY' });
      expect(activity).toMatchObject({ LINES1PK: 'ACTIVE#producer', LINES1SK: expect.any(String) });
    });

    it('a deactivation reaches the authorizer and sign-in; a producer’s products leave the storefront and come back', async () => {
      const farm = await freshProducer(`usroff-${run}`);
      const product = await freshProduct(farm.token);
      expect((await api('/v1/products/user', farm.token)).status).toBe(200);

      const off = await update(tokens.admin, farm.userId, { isActive: false });
      expect(off.status, off.text).toBe(200);
      expect(off.body.data.user.isActive).toBe(false);
      await eventually(async () => {
        const refused = await api('/v1/products/user', farm.token);
        expect(refused.status).toBe(403);
        expect(refused.body.status.message).toBe(GENERIC_MESSAGES.inactiveUser);
      });
      const signIn = await login(farm.email, farm.password);
      expect(signIn.status).toBe(403);
      expect((signIn.body as { status: { message: string } }).status.message).toBe(
        AUTH_MESSAGES.userDisabled,
      );
      // Anonymous catalog answers may be served for a couple of seconds from the products function's page
      // cache (and CloudFront's): a change made by another function shows within that time (docs/caching.md).
      await eventually(async () => {
        expect((await api(`/v1/products/${product.productId}`)).status).toBe(404);
        const storefront = await api<{ products: Product[] }>(`/v1/products?producerId=${farm.userId}`);
        expect(storefront.body.data.products).toEqual([]);
      });
      const disabled = await list(tokens.admin, {
        filter: `status = "Disabled" and email ^= "${farm.email}"`,
      });
      expect(disabled.body.data.users.map((user) => user.id)).toEqual([farm.userId]);
      const enabled = await list(tokens.admin, { filter: `status = "Enabled" and email = "${farm.email}"` });
      expect(enabled.body.data.totalUsers).toBe(0);

      const on = await update(tokens.admin, farm.userId, { isActive: true });
      expect(on.status, on.text).toBe(200);
      expect((await login(farm.email, farm.password)).status).toBe(200);
      await eventually(async () => {
        const back = await api<{ product: Product }>(`/v1/products/${product.productId}`);
        expect(back.status).toBe(200);
        expect(back.body.data.product.isActive).toBe(true);
      });
    });

    it("the original API's status words filter too (CONFIRMED = active)", async () => {
      const answer = await list(tokens.admin, {
        filter: 'status = "CONFIRMED" and email = "admin@pitahaya.test"',
      });
      expect(answer.body.data.totalUsers).toBe(1);
    });
  });

  describe('delete', () => {
    it('refuses the caller themselves and any admin with the original messages', async () => {
      const self = await api(`/v1/users/${adminId}`, tokens.admin, { method: 'DELETE' });
      expect(self.status).toBe(403);
      expect(self.body.status.message).toBe(USER_MESSAGES.selfDelete);
      const other = await freshConsumer(`usradm-${run}`);
      expect((await update(tokens.admin, other.userId, { role: 'super_admin' })).status).toBe(200);
      const admin = await api(`/v1/users/${other.userId}`, tokens.admin, { method: 'DELETE' });
      expect(admin.status).toBe(403);
      expect(admin.body.status.message).toBe(USER_MESSAGES.adminDelete);
      expect((await api(`/v1/users/${other.userId}`, tokens.admin)).status).toBe(200);
      expect(
        (await api('/v1/users/3f6c2a10-0000-4000-8000-00000000dead', tokens.admin, { method: 'DELETE' }))
          .status,
      ).toBe(404);
    });

    it('deleting a producer hides their products from /v1/products; the account is gone, orders stay', async () => {
      const farm = await freshProducer(`usrdel-${run}`);
      const product = await freshProduct(farm.token);
      const listed = await api<{ products: Product[] }>(`/v1/products?producerId=${farm.userId}`);
      expect(listed.body.data.products.map((p) => p.productId)).toEqual([product.productId]);

      const answer = await api<{ deleted: { id: string; productsHidden: number } }>(
        `/v1/users/${farm.userId}`,
        tokens.admin,
        {
          method: 'DELETE',
        },
      );
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.deleted).toMatchObject({ id: farm.userId, productsHidden: 1 });
      expect(answer.body.status.message).toBe(USER_MESSAGES.deletedProducer);

      // The list was just read anonymously: the page cache may answer it for a couple of seconds more.
      await eventually(async () => {
        const after = await api<{ products: Product[] }>(`/v1/products?producerId=${farm.userId}`);
        expect(after.body.data.products).toEqual([]);
        expect((await api(`/v1/products/${product.productId}`)).status).toBe(404);
      });
      const item = await getItem({ PK: `PRODUCT#${product.productId}`, SK: 'PRODUCT' });
      expect(item).toMatchObject({ isActive: false, GSI2PK: 'CATALOG#INACTIVE' });
      expect((await api(`/v1/users/${farm.userId}`, tokens.admin)).status).toBe(404);
      expect(await getItem({ PK: `USER#${farm.userId}`, SK: 'PROFILE' })).toBeUndefined();
      expect((await login(farm.email, farm.password)).status).toBe(401);
      await eventually(async () => expect((await api('/v1/products/user', farm.token)).status).toBe(401));
    });

    it('deleting a consumer keeps their orders (anonymised) and removes their cart, not while one is on its way', async () => {
      const buyer = await freshConsumer(`usrbuy-${run}`);
      const product = await freshProduct(tokens.producer, { stock: 5 });
      expect((await addItem(buyer.token, product.productId, 1)).status).toBe(200);
      const placed = await checkout(buyer.token);
      expect(placed.status, placed.text).toBe(201);
      const orderId = placed.body.data.order.id;
      expect((await addItem(buyer.token, product.productId, 1)).status).toBe(200);
      const listed = await api<{ user: User }>(`/v1/users/${buyer.userId}`, tokens.admin);
      expect(listed.body.data.user.ordersCount).toBe(1);

      // Not while the order is on its way (issue 31: the farm needs the address; docs/legal.md).
      const busy = await api(`/v1/users/${buyer.userId}`, tokens.admin, { method: 'DELETE' });
      expect(busy.status, busy.text).toBe(409);
      expect((await api(`/v1/orders/${orderId}`, buyer.token, { method: 'DELETE' })).status).toBe(200);

      const answer = await api(`/v1/users/${buyer.userId}`, tokens.admin, { method: 'DELETE' });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.status.message).toBe(USER_MESSAGES.deleted);
      expect(await getItem({ PK: `USER#${buyer.userId}`, SK: 'CART' })).toBeUndefined();
      // The order stays, without the person's name and address.
      expect(await getItem({ PK: `ORDER#${orderId}`, SK: 'ORDER' })).toMatchObject({
        userId: buyer.userId,
        status: 'cancelled',
        shippingInfo: { fullName: 'Cliente eliminado' },
      });
      const asFarm = await api(`/v1/orders/producer/${orderId}`, tokens.producer);
      expect(asFarm.status, asFarm.text).toBe(200);
    });
  });

  describe('stats', () => {
    it('counts users by role and the recent activity, matching the accounts this test creates', async () => {
      const before = await stats(tokens.admin);
      expect(before.totalUsers).toBe(
        before.usersByRole.admin + before.usersByRole.producer + before.usersByRole.customer,
      );
      const producers = await list(tokens.admin, {
        filter: 'custom:role = "producer"',
        attributesToGet: 'id',
      });
      expect(producers.body.data.totalUsers).toBe(before.usersByRole.producer);

      await freshConsumer(`usrst-${run}`);
      await freshProducer(`usrst-${run}`);
      const after = await stats(tokens.admin);
      expect(after.usersByRole).toEqual({
        admin: before.usersByRole.admin,
        producer: before.usersByRole.producer + 1,
        customer: before.usersByRole.customer + 1,
      });
      expect(after.totalUsers).toBe(before.totalUsers + 2);
      expect(after.recentActivity.usersRegisteredLastWeek).toBe(
        before.recentActivity.usersRegisteredLastWeek + 2,
      );
      expect(after.recentActivity.usersLoggedInLastDay).toBe(before.recentActivity.usersLoggedInLastDay + 2);
    });

    it('a session refresh counts as activity', async () => {
      const account = await freshConsumer(`usrref-${run}`);
      const signIn = await login(account.email, account.password);
      const refreshToken = (signIn.body as unknown as Tokens).refresh_token;
      const before = await getItem({ PK: `USER#${account.userId}`, SK: 'ACTIVITY' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const refreshed = await postJson('/oauth/auth/refresh-token', { refresh_token: refreshToken });
      expect(refreshed.status, refreshed.text).toBe(200);
      const after = await getItem({ PK: `USER#${account.userId}`, SK: 'ACTIVITY' });
      expect(String(after?.lastActiveAt) > String(before?.lastActiveAt)).toBe(true);
      expect(after?.LINES1SK).toBe(`${String(after?.lastActiveAt)}#${account.userId}`);
    });
  });
});
