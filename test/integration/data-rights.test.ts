/**
 * The data rights over HTTP (issue 31, docs/legal.md): a consumer's export holds their account, profile, orders
 * and messages (a file with ?download=1); they delete their account with their password, not while an order is
 * on its way; afterwards they cannot sign in, their e-mail signs up again as a new account, and the order stays
 * for the farm and the admin without their name or address. An admin's deletion follows the same rule.
 */
import { describe, expect, it } from 'vitest';
import { DATA_RIGHTS_MESSAGES as M } from '../../shared/messages/legal.js';
import { login, seededTokens } from './accounts.js';
import {
  api,
  freshConsumer,
  freshProducer,
  freshProduct,
  placeOrder,
  unitsOf,
  deliverLine,
} from './commerce.js';
import { baseUrl, bearer, noStack, postJson } from './helpers.js';

const deleteAccount = (token: string, password: string) =>
  api('/v1/users/profile', token, { method: 'DELETE', body: { password } });

interface Exported {
  export: {
    account: { id: string; email: string };
    profile: Record<string, unknown> | null;
    orders: { id: string; shippingInfo: { fullName: string }; productOrders: unknown[] }[];
    messages: { subject: string }[];
  };
}

describe.skipIf(noStack)('data rights', () => {
  it('exports, refuses while an order is on its way, deletes with the password and keeps the order anonymised', async () => {
    const farm = await freshProducer('rights-farm');
    const product = await freshProduct(farm.token, { price: 8 });
    const buyer = await freshConsumer('rights-buyer');
    await api('/v1/users/profile', buyer.token, { method: 'PUT', body: { phone: '600 111 222' } });
    const order = await placeOrder(buyer.token, unitsOf(1, product));
    const contact = await postJson('/v1/notifications/contact', {
      name: 'Comprador',
      email: buyer.email,
      subject: `Consulta ${order.id}`,
      message: 'Hola, una pregunta sobre mi pedido.',
    });
    expect(contact.status).toBe(201);

    const exported = await api<Exported>('/v1/users/profile/export', buyer.token);
    expect(exported.status).toBe(200);
    expect(exported.body.data.export.account).toMatchObject({ id: buyer.userId, email: buyer.email });
    expect(exported.body.data.export.profile).toMatchObject({ phone: '600 111 222' });
    expect(exported.body.data.export.orders.map((entry) => entry.id)).toEqual([order.id]);
    expect(exported.body.data.export.messages.map((message) => message.subject)).toEqual([
      `Consulta ${order.id}`,
    ]);
    const file = await fetch(`${baseUrl}/v1/users/profile/export?download=1`, {
      headers: bearer(buyer.token),
    });
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="mis-datos-pitahaya-/);

    const wrong = await deleteAccount(buyer.token, 'NoEsLaMia1!');
    expect(wrong.status).toBe(422);
    expect(wrong.body.status.message).toBe(M.passwordWrong);
    const open = await deleteAccount(buyer.token, buyer.password);
    expect(open.status).toBe(409);
    expect(open.body.status.message).toBe(M.openOrders);

    const [line] = order.productOrders;
    await deliverLine(farm.token, order.id, line!.id);

    const deleted = await deleteAccount(buyer.token, buyer.password);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ deleted: { id: buyer.userId, anonymisedOrders: 1 } });
    // Gone: no sign-in, the old token refused.
    expect((await login(buyer.email, buyer.password)).status).not.toBe(200);
    expect((await api('/v1/users/profile', buyer.token)).status).toBe(401);

    // The order stays for the farm and the shop, without the person.
    const { admin } = await seededTokens();
    const kept = await api<{
      order: { shippingInfo: Record<string, string>; consumerInfo: Record<string, string> };
    }>(`/v1/orders/${order.id}`, admin);
    expect(kept.status).toBe(200);
    expect(kept.body.data.order.shippingInfo).toEqual({
      fullName: M.anonymousName,
      address: '—',
      city: '—',
      postalCode: '—',
    });
    expect(kept.body.data.order.consumerInfo).toEqual({ userId: buyer.userId, fullName: M.anonymousName });
    const farmView = await api<{ order: { productOrders: { buyerName?: string; buyerCity?: string }[] } }>(
      `/v1/orders/producer/${order.id}`,
      farm.token,
    );
    expect(farmView.body.data.order.productOrders[0]).toMatchObject({ buyerName: M.anonymousName });
    expect(farmView.body.data.order.productOrders[0]?.buyerCity).toBeUndefined();
    // The contact message went with the account.
    const inbox = await api<{ messages: { subject: string }[] }>(
      '/v1/notifications/contact?limit=100',
      admin,
    );
    expect(inbox.body.data.messages.map((message) => message.subject)).not.toContain(`Consulta ${order.id}`);

    // The same e-mail signs up again, as a new account.
    const again = await postJson('/oauth/auth/signup', {
      username: buyer.email,
      password: buyer.password,
      fullName: 'Otra vez',
    });
    expect(again.status).toBe(201);
  });

  it('refuses a producer (closed by the admins) and an admin; the admin deletes a consumer by the same rule', async () => {
    const farm = await freshProducer('rights-own-farm');
    const refused = await deleteAccount(farm.token, farm.password);
    expect(refused.status).toBe(403);
    expect(refused.body.status.message).toBe(M.producerByAdmin);

    const product = await freshProduct(farm.token, { price: 3 });
    const buyer = await freshConsumer('rights-admin-buyer');
    const order = await placeOrder(buyer.token, unitsOf(1, product));
    const { admin } = await seededTokens();
    const busy = await api(`/v1/users/${buyer.userId}`, admin, { method: 'DELETE' });
    expect(busy.status).toBe(409);
    expect(busy.body.status.message).toBe(M.adminOpenOrders);
    const busyFarm = await api(`/v1/users/${farm.userId}`, admin, { method: 'DELETE' });
    expect(busyFarm.status).toBe(409);
    expect(busyFarm.body.status.message).toBe(M.producerOpenLines);

    expect((await api(`/v1/orders/${order.id}`, buyer.token, { method: 'DELETE' })).status).toBe(200);
    const done = await api(`/v1/users/${buyer.userId}`, admin, { method: 'DELETE' });
    expect(done.status).toBe(200);
    const kept = await api<{ order: { shippingInfo: { fullName: string } } }>(
      `/v1/orders/${order.id}`,
      admin,
    );
    expect(kept.body.data.order.shippingInfo.fullName).toBe(M.anonymousName);
    expect((await api(`/v1/users/${farm.userId}`, admin, { method: 'DELETE' })).status).toBe(200);
  });
});
