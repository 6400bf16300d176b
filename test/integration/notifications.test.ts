/**
 * Global notices and the caller's summary on the local stack: the public list (defaults, filters, sorts,
 * paging, refusals), what admins do (create with the original API's messages and codes, activate, deactivate,
 * archive, delete) and who may not, expiry, the summary (anonymous, signed in, `since`), the caller's own
 * notifications and the mark-all-read call.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationSummary } from '../../shared/contracts/notifications/entities.js';
import { notificationKeys } from '../../services/lib/data/keys.js';
import { personalNotificationItem } from '../../services/notifications/records.js';
import { api, freshConsumer } from './commerce.js';
import { putItem, queryIndex, table } from './table.js';
import { seededSuite } from './suite.js';
import { noStack, stack } from './helpers.js';

const RUN = Date.now().toString(36);

interface ListData {
  notifications: Notification[];
  nextToken: string | null;
}
interface SummaryData {
  summary: NotificationSummary;
  urgent: Notification[];
}

const list = (query = '', token = '') => api<ListData>(`/v1/notifications${query}`, token);
const summary = (token = '', query = '') => api<SummaryData>(`/v1/notifications/summary${query}`, token);

/** Global notices of a status as stored (to prove a refused request wrote nothing). */
async function storedCount(status: string): Promise<number> {
  const { Count } = await queryIndex('GSI1', `NOTIFICATIONS#${status}`, { Select: 'COUNT' });
  return Count ?? 0;
}

describe.skipIf(noStack)('global notifications', () => {
  const tokens = seededSuite();
  const created: string[] = [];

  const create = (body: Record<string, unknown>, token = tokens.admin) =>
    api<{ notification: Notification }>('/v1/notifications', token, { method: 'POST', body });

  async function createNotice(fields: Record<string, unknown> = {}): Promise<Notification> {
    const answer = await create({
      title: `Aviso ${RUN} ${created.length}`,
      message: 'Texto del aviso',
      type: 'INFO',
      ...fields,
    });
    expect(answer.status, answer.text).toBe(201);
    created.push(answer.body.data.notification.id);
    return answer.body.data.notification;
  }

  afterAll(async () => {
    for (const id of created) await api(`/v1/notifications/${id}`, tokens.admin, { method: 'DELETE' });
  });

  it('lists the active notices newest first with the original defaults, for anyone', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    const { notifications, nextToken } = answer.body.data;
    expect(notifications.length).toBeGreaterThanOrEqual(3);
    expect(notifications.every((notice) => notice.status === 'ACTIVE')).toBe(true);
    const dates = notifications.map((notice) => notice.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(notifications[0]).toMatchObject({
      id: expect.any(String),
      type: expect.any(String),
      priority: expect.any(String),
      title: expect.any(String),
      message: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(nextToken).toBeNull();
  });

  it('filters by type, priority and status, sorts by priority or date both ways, and pages', async () => {
    const info = await createNotice({ type: 'INFO', priority: 'LOW' });
    const urgent = await createNotice({ type: 'ERROR', priority: 'URGENT' });
    const byType = (await list('?type=ERROR')).body.data.notifications;
    expect(byType.every((notice) => notice.type === 'ERROR')).toBe(true);
    expect(byType.map((notice) => notice.id)).toContain(urgent.id);
    const byPriority = (await list('?priority=LOW')).body.data.notifications;
    expect(byPriority.every((notice) => notice.priority === 'LOW')).toBe(true);
    expect(byPriority.map((notice) => notice.id)).toContain(info.id);
    const sorted = (await list('?sortBy=priority')).body.data.notifications.map((notice) => notice.priority);
    const rank = { URGENT: 4, HIGH: 3, MEDIUM: 2, LOW: 1 };
    expect(sorted.map((priority) => rank[priority])).toEqual(
      [...sorted.map((priority) => rank[priority])].sort((a, b) => b - a),
    );
    const ascending = (await list('?sortBy=priority&sortOrder=asc')).body.data.notifications;
    expect(ascending[0]?.priority).toBe('LOW');
    const urgentOnly = (await list('?sortBy=priority&priority=URGENT')).body.data.notifications;
    expect(urgentOnly.every((notice) => notice.priority === 'URGENT')).toBe(true);
    const oldestFirst = (await list('?sortOrder=asc')).body.data.notifications.map(
      (notice) => notice.createdAt,
    );
    expect(oldestFirst).toEqual([...oldestFirst].sort());
    const inactive = (await list('?status=INACTIVE')).body.data.notifications;
    expect(inactive.length).toBeGreaterThanOrEqual(1);
    expect(inactive.every((notice) => notice.status === 'INACTIVE')).toBe(true);

    // limit=1 pages through every active notice once.
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: ListData = (await list(`?limit=1${token ? `&nextToken=${token}` : ''}`)).body.data;
      expect(page.notifications.length).toBeLessThanOrEqual(1);
      seen.push(...page.notifications.map((notice) => notice.id));
      token = page.nextToken;
    } while (token);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual((await list('?limit=100')).body.data.notifications.map((notice) => notice.id));
  });

  it.each([
    ['?limit=0', 'El límite debe estar entre 1 y 100'],
    ['?limit=101', 'El límite debe estar entre 1 y 100'],
    ['?limit=diez', 'El límite debe estar entre 1 y 100'],
    ['?type=NEWS', 'Tipo de notificación inválido'],
    ['?priority=urgent', 'Prioridad inválida'],
    ['?status=DELETED', 'Estado de notificación inválido'],
    ['?sortBy=title', 'El orden solo puede ser por fecha de creación (created) o por prioridad (priority)'],
    ['?sortOrder=up', 'El sentido del orden debe ser asc o desc'],
    ['?nextToken=not-a-token', 'El token de paginación no es válido.'],
  ])('refuses %s with 422 and a Spanish message', async (query, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(422);
    expect(answer.body.status).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it.each([
    [{ message: 'm', type: 'INFO' }, 'INVALID_TITLE', 'El título es requerido'],
    [{ title: '   ', message: 'm', type: 'INFO' }, 'INVALID_TITLE', 'El título es requerido'],
    [{ title: 't', type: 'INFO' }, 'INVALID_MESSAGE', 'El mensaje es requerido'],
    [{ title: 't', message: 'm' }, 'INVALID_TYPE', 'El tipo es requerido'],
    [{ title: 't', message: 'm', type: 'NEWS' }, 'INVALID_TYPE', 'El tipo es requerido'],
  ])('refuses a notice without its fields (%j): 422 %s, nothing written', async (body, code, message) => {
    const before = await storedCount('ACTIVE');
    const answer = await create(body);
    expect(answer.status).toBe(422);
    expect(answer.body.status).toEqual({ code, message });
    expect(answer.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
    expect(await storedCount('ACTIVE')).toBe(before);
  });

  it('refuses a bad priority, an expiry in the past and an over-long title', async () => {
    const base = { title: 't', message: 'm', type: 'INFO' };
    expect((await create({ ...base, priority: 'TOP' })).body.status.message).toBe('Prioridad inválida');
    const past = await create({ ...base, expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(past.status).toBe(422);
    expect(past.body.status.message).toBe('La fecha de vencimiento debe ser posterior a este momento');
    expect((await create({ ...base, title: 'x'.repeat(201) })).body.status.code).toBe('INVALID_TITLE');
  });

  it('creates with priority MEDIUM by default, answering data.notification (201)', async () => {
    const answer = await create({
      title: `Nuevo horario ${RUN}`,
      message: 'Abrimos también los sábados.',
      type: 'SUCCESS',
    });
    expect(answer.status).toBe(201);
    created.push(answer.body.data.notification.id);
    expect(answer.body.data.notification).toMatchObject({
      title: `Nuevo horario ${RUN}`,
      type: 'SUCCESS',
      priority: 'MEDIUM',
      status: 'ACTIVE',
      expiresAt: null,
    });
    expect(answer.body.status.message).toBe('Notificación publicada.');
    const ids = (await list()).body.data.notifications.map((notice) => notice.id);
    expect(ids[0]).toBe(answer.body.data.notification.id);
  });

  it('lets only admins create, change and delete: 401 anonymous, 403 consumer and producer', async () => {
    const body = { title: 't', message: 'm', type: 'INFO' };
    expect((await create(body, '')).status).toBe(401);
    expect((await create(body, tokens.consumer)).status).toBe(403);
    expect((await create(body, tokens.producer)).status).toBe(403);
    const notice = await createNotice();
    for (const token of ['', tokens.consumer, tokens.producer]) {
      const expected = token ? 403 : 401;
      expect((await api(`/v1/notifications/${notice.id}`, token, { method: 'DELETE' })).status).toBe(
        expected,
      );
      expect(
        (
          await api(`/v1/notifications/${notice.id}/status`, token, {
            method: 'PATCH',
            body: { status: 'ARCHIVED' },
          })
        ).status,
      ).toBe(expected);
    }
    expect((await list()).body.data.notifications.map((item) => item.id)).toContain(notice.id);
  });

  it('archives, deactivates and reactivates: the notice moves between the status lists', async () => {
    const notice = await createNotice();
    const setStatus = (status: string) =>
      api<{ notification: Notification }>(`/v1/notifications/${notice.id}/status`, tokens.admin, {
        method: 'PATCH',
        body: { status },
      });
    const archived = await setStatus('ARCHIVED');
    expect(archived.status).toBe(200);
    expect(archived.body.data.notification.status).toBe('ARCHIVED');
    expect(archived.body.status.message).toBe('Notificación archivada.');
    expect((await list()).body.data.notifications.map((item) => item.id)).not.toContain(notice.id);
    expect((await list('?status=ARCHIVED')).body.data.notifications.map((item) => item.id)).toContain(
      notice.id,
    );
    expect(
      (await list('?status=ARCHIVED&sortBy=priority')).body.data.notifications.map((item) => item.id),
    ).toContain(notice.id);
    await setStatus('INACTIVE');
    expect((await list('?status=INACTIVE')).body.data.notifications.map((item) => item.id)).toContain(
      notice.id,
    );
    await setStatus('ACTIVE');
    expect((await list()).body.data.notifications.map((item) => item.id)).toContain(notice.id);
    const bad = await setStatus('GONE');
    expect(bad.status).toBe(422);
    expect(bad.body.status.message).toBe('El estado debe ser ACTIVE, INACTIVE o ARCHIVED');
    const missing = await api('/v1/notifications/no-existe/status', tokens.admin, {
      method: 'PATCH',
      body: { status: 'ARCHIVED' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.status.message).toBe('La notificación no fue encontrada.');
  });

  it('deletes a notice (then 404), and a blank id is INVALID_NOTIFICATION_ID', async () => {
    const notice = await createNotice();
    const deleted = await api(`/v1/notifications/${notice.id}`, tokens.admin, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.status.message).toBe('Notificación eliminada.');
    expect((await list('?limit=100')).body.data.notifications.map((item) => item.id)).not.toContain(
      notice.id,
    );
    const again = await api(`/v1/notifications/${notice.id}`, tokens.admin, { method: 'DELETE' });
    expect(again.status).toBe(404);
    const blank = await api('/v1/notifications/%20', tokens.admin, { method: 'DELETE' });
    expect(blank.status).toBe(422);
    expect(blank.body.status).toEqual({
      code: 'INVALID_NOTIFICATION_ID',
      message: 'El id de la notificación es requerido',
    });
  });

  it('hides an expired notice from everyone but admins, who see it marked expired', async () => {
    const notice = await createNotice({ expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    expect(notice.expiresAt).toEqual(expect.any(String));
    expect((await list()).body.data.notifications.map((item) => item.id)).toContain(notice.id);
    // Its expiry passes (written straight to the item, as time would).
    const item = await table().send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': notificationKeys.item(notice.id).PK },
      }),
    );
    await putItem({ ...item.Items?.[0], expiresOn: new Date(Date.now() - 1000).toISOString() });
    expect((await list()).body.data.notifications.map((entry) => entry.id)).not.toContain(notice.id);
    expect((await summary()).body.data.summary.latestNotification?.id).not.toBe(notice.id);
    const asAdmin = (await list('', tokens.admin)).body.data.notifications.find(
      (entry) => entry.id === notice.id,
    );
    expect(asAdmin).toMatchObject({ expired: true });
  });
});

describe.skipIf(noStack)('summary, own notifications and read state', () => {
  const tokens = seededSuite();
  let consumer: Awaited<ReturnType<typeof freshConsumer>>;
  const created: string[] = [];

  beforeAll(async () => {
    consumer = await freshConsumer('avisos');
  });

  afterAll(async () => {
    for (const id of created) await api(`/v1/notifications/${id}`, tokens.admin, { method: 'DELETE' });
  });

  it('gives a visitor the active notices: totals, latest, URGENT ones; `since` counts only newer ones', async () => {
    const answer = await summary();
    expect(answer.status).toBe(200);
    const active = (await list('?limit=100')).body.data.notifications;
    const { summary: counts, urgent } = answer.body.data;
    expect(counts.totalCount).toBe(active.length);
    expect(counts.unreadCount).toBe(active.length);
    expect(counts.latestNotification?.id).toBe(active[0]?.id);
    expect(counts.readAt).toBeNull();
    expect(urgent.every((notice) => notice.priority === 'URGENT')).toBe(true);
    expect(urgent.map((notice) => notice.id)).toEqual(
      active
        .filter((notice) => notice.priority === 'URGENT')
        .map((notice) => notice.id)
        .slice(0, 5),
    );
    const since = (await summary('', `?since=${encodeURIComponent(active[0]?.createdAt ?? '')}`)).body.data;
    expect(since.summary.unreadCount).toBe(0);
    expect(since.summary.readAt).toBe(active[0]?.createdAt);
    const bad = await summary('', '?since=ayer');
    expect(bad.status).toBe(422);
    expect(bad.body.status.message).toBe('La fecha desde la que contar no es válida');
  });

  it("adds the signed-in caller's own notifications and marks everything read", async () => {
    // Two personal notifications, as the events function writes them.
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    for (const [index, minutes] of [2, 1].entries()) {
      await putItem(
        personalNotificationItem({
          id: `n-${RUN}-${index}`,
          userId: consumer.userId,
          type: 'INFO',
          priority: 'MEDIUM',
          title: `Tu pedido ${index}`,
          message: 'Pasó a «Enviado».',
          createdAt: at(minutes),
          link: '/orders/o-1',
          orderId: 'o-1',
          event: 'order_line_status',
        }),
      );
    }
    const globalTotal = (await summary()).body.data.summary.totalCount;
    const mine = await summary(consumer.token);
    expect(mine.body.data.summary).toMatchObject({
      totalCount: globalTotal + 2,
      unreadCount: globalTotal + 2,
      readAt: null,
    });
    const own = await api<ListData & { readAt: string | null }>('/v1/notifications/mine', consumer.token);
    expect(own.status).toBe(200);
    expect(own.body.data.notifications.map((notice) => [notice.title, notice.scope, notice.read])).toEqual([
      ['Tu pedido 1', 'personal', false],
      ['Tu pedido 0', 'personal', false],
    ]);
    expect(own.body.data.notifications[0]).toMatchObject({ link: '/orders/o-1', orderId: 'o-1' });
    const paged = await api<ListData>('/v1/notifications/mine?limit=1', consumer.token);
    expect(paged.body.data.notifications).toHaveLength(1);
    expect(paged.body.data.nextToken).toEqual(expect.any(String));
    const rest = await api<ListData>(
      `/v1/notifications/mine?limit=1&nextToken=${paged.body.data.nextToken}`,
      consumer.token,
    );
    expect(rest.body.data.notifications[0]?.title).toBe('Tu pedido 0');

    const marked = await api<{ readAt: string }>('/v1/notifications/read', consumer.token, {
      method: 'POST',
    });
    expect(marked.status).toBe(200);
    expect(marked.body.status.message).toBe('Notificaciones marcadas como leídas.');
    const after = (await summary(consumer.token)).body.data.summary;
    expect(after).toMatchObject({
      totalCount: globalTotal + 2,
      unreadCount: 0,
      readAt: marked.body.data.readAt,
    });
    expect(
      (await api<ListData>('/v1/notifications/mine', consumer.token)).body.data.notifications.every(
        (notice) => notice.read,
      ),
    ).toBe(true);

    // Something new after the mark is unread again; the visitor's view of the same notices is not affected.
    const fresh = await api<{ notification: Notification }>('/v1/notifications', tokens.admin, {
      method: 'POST',
      body: { title: `Después de leer ${RUN}`, message: 'm', type: 'INFO' },
    });
    created.push(fresh.body.data.notification.id);
    const later = (await summary(consumer.token)).body.data.summary;
    expect(later.unreadCount).toBe(1);
    expect(later.latestNotification?.id).toBe(fresh.body.data.notification.id);
  });

  it('keeps the own notifications and the mark-all-read call for signed-in callers', async () => {
    expect((await api('/v1/notifications/mine')).status).toBe(401);
    expect((await api('/v1/notifications/read', '', { method: 'POST' })).status).toBe(401);
    const bad = await api('/v1/notifications/mine?limit=500', consumer.token);
    expect(bad.status).toBe(422);
    const foreign = await api(
      `/v1/notifications/mine?nextToken=${Buffer.from(JSON.stringify({ PK: 'USER#x', SK: 'NOTIFICATION#1' })).toString('base64url')}`,
      consumer.token,
    );
    expect(foreign.status).toBe(422);
  });
});
