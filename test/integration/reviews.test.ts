/**
 * Verified reviews over HTTP (docs/reviews.md): only a consumer with a delivered line of the product may review
 * it (403 otherwise), once (409), with a whole rating 1-5 and a bounded, visible comment (422, nothing written);
 * the author edits it; the product page's list (newest first, paged, with the summary) and the product's
 * `rating` follow from the stream, never counting a hidden review; admins hide and show with a reason, the
 * product's farm replies once (editable) and reports, another farm is refused.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEW_REQUEST_TEXTS } from '../../shared/messages/reviews.js';
import { REVIEW_VALIDATION } from '../../shared/messages/review-validation.js';
import type { Review, ReviewSummary, ManagedReview } from '../../shared/contracts/reviews/entities.js';
import { runSchedule } from '../support/schedules.js';
import {
  api,
  freshConsumer,
  freshProducer,
  freshProduct,
  getProduct,
  placeOrder,
  RUN,
  deliverLine,
  deliveredBuyer,
} from './commerce.js';
import { call, eventually, noStack } from './helpers.js';
import { seededSuite } from './suite.js';

type ReviewPage = { reviews: Review[]; summary: ReviewSummary; nextToken: string | null };

const post = (token: string, productId: string, body: unknown) =>
  api<{ review: Review }>(`/v1/products/${productId}/reviews`, token, { method: 'POST', body });
const list = (productId: string, query = '') => api<ReviewPage>(`/v1/products/${productId}/reviews${query}`);

describe.skipIf(noStack)('verified reviews', () => {
  const tokens = seededSuite();

  it('lets only a buyer with a delivered line review, once, and refuses bad input writing nothing', async () => {
    const farm = await freshProducer('rev-farm');
    const product = await freshProduct(farm.token, { stock: 20 });
    const buyer = await deliveredBuyer(farm.token, product.productId, 'rev-buyer');

    // Not delivered yet: a second buyer whose order is only placed.
    const pendingBuyer = await freshConsumer('rev-pending');
    await placeOrder(pendingBuyer.token, [[product.productId, 1]]);
    const early = await post(pendingBuyer.token, product.productId, { rating: 5 });
    expect(early.status).toBe(403);
    expect(early.body.status.message).toBe(REVIEW_MESSAGES.notBuyer);
    const mineEarly = await api<{ canReview: boolean }>(
      `/v1/products/${product.productId}/reviews/mine`,
      pendingBuyer.token,
    );
    expect(mineEarly.body.data).toMatchObject({ review: null, canReview: false });

    for (const [body, message] of [
      [{ rating: 0 }, REVIEW_VALIDATION.rating],
      [{ rating: 3.5 }, REVIEW_VALIDATION.rating],
      [{ rating: 6 }, REVIEW_VALIDATION.rating],
      [{ rating: '5' }, REVIEW_VALIDATION.rating],
      [{ rating: 4, comment: 'x'.repeat(1001) }, REVIEW_VALIDATION.commentTooLong],
      [{ rating: 4, comment: '\u200b\u200b' }, undefined],
      [{ rating: 4, comment: 'hola\u202Emundo' }, undefined],
    ] as const) {
      const refused = await post(buyer.token, product.productId, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      if (message) expect(refused.body.status.message).toBe(message);
      else expect(refused.body.status.message).toMatch(/[áéíóúñ]|texto|caracteres/i);
    }
    // A body that is not an object is a malformed request (400), as on every endpoint.
    expect((await post(buyer.token, product.productId, [])).status).toBe(400);
    expect((await list(product.productId)).body.data.reviews).toEqual([]);

    const farmTry = await post(farm.token, product.productId, { rating: 5 });
    expect(farmTry.status).toBe(403);
    expect((await post(buyer.token, 'no-such-product', { rating: 5 })).status).toBe(404);

    const created = await post(buyer.token, product.productId, { rating: 4, comment: '  Muy dulces  ' });
    expect(created.status).toBe(201);
    const review = created.body.data.review;
    expect(review).toMatchObject({
      productId: product.productId,
      rating: 4,
      comment: 'Muy dulces',
      verified: true,
      status: 'published',
      reply: null,
    });
    expect(review.author).toMatch(/^[^@]+$/);
    expect(JSON.stringify(review)).not.toContain(buyer.email);

    const again = await post(buyer.token, product.productId, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.status.message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    // The author edits it.
    const edited = await api<{ review: Review }>(
      `/v1/products/${product.productId}/reviews/mine`,
      buyer.token,
      {
        method: 'PUT',
        body: { rating: 2, comment: null },
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.review).toMatchObject({ id: review.id, rating: 2, comment: null });
    const other = await freshConsumer('rev-other');
    const noOwn = await api(`/v1/products/${product.productId}/reviews/mine`, other.token, {
      method: 'PUT',
      body: { rating: 5 },
    });
    expect(noOwn.status).toBe(404);

    // The summary and the product's rating follow from the stream.
    await eventually(async () => {
      expect((await getProduct(product.productId)).rating).toEqual({ average: 2, count: 1 });
    });
    const page = await list(product.productId);
    expect(page.body.data.summary).toEqual({
      average: 2,
      count: 1,
      distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 },
    });
    expect(page.body.data.reviews.map((entry) => entry.id)).toEqual([review.id]);

    // The author's data export lists it (GDPR art. 15, docs/legal.md).
    const exported = await api<{ export: { reviews: { id: string; rating: number }[] } }>(
      '/v1/users/profile/export',
      buyer.token,
    );
    expect(exported.body.data.export.reviews).toEqual([
      expect.objectContaining({ id: review.id, rating: 2 }),
    ]);
  });

  it('lists newest first, paged, and never counts a hidden review; admins hide and show with a reason', async () => {
    const farm = await freshProducer('rev-farm2');
    const product = await freshProduct(farm.token, { stock: 20 });
    const ids: string[] = [];
    for (const [index, rating] of [5, 4, 1].entries()) {
      const buyer = await deliveredBuyer(farm.token, product.productId, `rev-b${index}`);
      const created = await post(buyer.token, product.productId, { rating, comment: `Opinión ${index}` });
      expect(created.status).toBe(201);
      ids.push(created.body.data.review.id);
    }
    const first = await list(product.productId, '?limit=2');
    expect(first.body.data.reviews.map((review) => review.id)).toEqual([ids[2], ids[1]]);
    const second = await list(product.productId, `?limit=2&nextToken=${first.body.data.nextToken}`);
    expect(second.body.data.reviews.map((review) => review.id)).toEqual([ids[0]]);
    expect((await list(product.productId, '?nextToken=abc')).status).toBe(422);
    expect((await list(product.productId, '?limit=0')).status).toBe(422);
    await eventually(async () => {
      expect((await getProduct(product.productId)).rating).toEqual({ average: 3.3, count: 3 });
    });

    const noReason = await api(`/v1/reviews/${ids[2]}`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'hidden' },
    });
    expect(noReason.status).toBe(422);
    expect(
      (
        await api(`/v1/reviews/${ids[2]}`, farm.token, {
          method: 'PATCH',
          body: { status: 'hidden', reason: 'x' },
        })
      ).status,
    ).toBe(403);
    const hidden = await api<{ review: ManagedReview }>(`/v1/reviews/${ids[2]}`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'hidden', reason: 'Insultos' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.review).toMatchObject({
      status: 'hidden',
      moderation: { status: 'hidden', reason: 'Insultos' },
    });
    await eventually(async () => {
      expect((await getProduct(product.productId)).rating).toEqual({ average: 4.5, count: 2 });
    });
    expect((await list(product.productId)).body.data.reviews.map((review) => review.id)).toEqual([
      ids[1],
      ids[0],
    ]);
    const hiddenList = await api<{ reviews: ManagedReview[] }>('/v1/reviews?view=hidden', tokens.admin);
    expect(hiddenList.body.data.reviews.map((review) => review.id)).toContain(ids[2]);
    const shown = await api(`/v1/reviews/${ids[2]}`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'published', reason: 'Revisada: no insulta' },
    });
    expect(shown.status).toBe(200);
    await eventually(async () => {
      expect((await getProduct(product.productId)).rating).toEqual({ average: 3.3, count: 3 });
    });
  });

  it("lets the product's farm reply once (editable) and report; another farm is refused", async () => {
    const [farm, otherFarm] = await Promise.all([freshProducer('rev-farm3'), freshProducer('rev-farm4')]);
    const product = await freshProduct(farm.token, { stock: 5 });
    const buyer = await deliveredBuyer(farm.token, product.productId, 'rev-b9');
    const { review } = (await post(buyer.token, product.productId, { rating: 3 })).body.data;

    const foreign = await api(`/v1/reviews/${review.id}/reply`, otherFarm.token, {
      method: 'POST',
      body: { text: 'Hola' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.status.message).toBe(REVIEW_MESSAGES.notYourProduct);
    expect(
      (await api(`/v1/reviews/${review.id}/reply`, farm.token, { method: 'POST', body: { text: '  ' } }))
        .status,
    ).toBe(422);
    const replied = await api<{ review: ManagedReview }>(`/v1/reviews/${review.id}/reply`, farm.token, {
      method: 'POST',
      body: { text: 'Gracias, la próxima vez saldrán más dulces.' },
    });
    expect(replied.status).toBe(201);
    const twice = await api(`/v1/reviews/${review.id}/reply`, farm.token, {
      method: 'POST',
      body: { text: 'Otra' },
    });
    expect(twice.status).toBe(409);
    const edited = await api<{ review: ManagedReview }>(`/v1/reviews/${review.id}/reply`, farm.token, {
      method: 'PUT',
      body: { text: 'Gracias por tu opinión.' },
    });
    expect(edited.body.data.review.reply?.text).toBe('Gracias por tu opinión.');
    const shownReply = (await list(product.productId)).body.data.reviews[0];
    expect(shownReply?.reply?.text).toBe('Gracias por tu opinión.');

    const report = await api(`/v1/reviews/${review.id}/report`, farm.token, {
      method: 'POST',
      body: { reason: 'Habla de otro producto' },
    });
    expect(report.status).toBe(201);
    const reported = await api<{ reviews: ManagedReview[] }>('/v1/reviews?view=reported', tokens.admin);
    expect(reported.body.data.reviews.find((entry) => entry.id === review.id)?.report?.reason).toBe(
      'Habla de otro producto',
    );
    const farmList = await api<{ reviews: ManagedReview[] }>('/v1/reviews/farm', farm.token);
    expect(farmList.body.data.reviews.map((entry) => entry.id)).toEqual([review.id]);
    expect((await api('/v1/reviews/farm', otherFarm.token)).body.data).toMatchObject({ reviews: [] });
  });
});

describe.skipIf(noStack)('review requests', () => {
  seededSuite();

  type Outbox = { messages: { to: string; kind: string; subject?: string; text?: string }[] };
  const reviewMails = async (to: string) =>
    (await call<Outbox>('/_local/outbox')).body.messages.filter(
      (message) => message.to === to && message.kind === 'review',
    );
  const notices = async (token: string) =>
    (
      await api<{ notifications: { title: string; link?: string }[] }>(
        '/v1/notifications/mine?limit=100',
        token,
      )
    ).body.data.notifications.filter((notice) => notice.title === REVIEW_REQUEST_TEXTS.title);

  it('asks once per order, after the delay, by notice and e-mail linking to the review form', async () => {
    const farm = await freshProducer('req-farm');
    const [first, second] = await Promise.all([
      freshProduct(farm.token, { stock: 5, name: `Pedida ${RUN} A` }),
      freshProduct(farm.token, { stock: 5, name: `Pedida ${RUN} B` }),
    ]);
    const buyer = await freshConsumer('req-buyer');
    const order = await placeOrder(buyer.token, [
      [first!.productId, 1],
      [second!.productId, 1],
    ]);
    const lineOf = (productId: string) => order.productOrders.find((line) => line.productId === productId)!;
    await deliverLine(farm.token, order.id, lineOf(first!.productId).id);

    // Before the delay: nothing.
    await runSchedule('review-requests', new Date());
    expect(await reviewMails(buyer.email)).toEqual([]);

    // After it: one e-mail and one notice, about the delivered product, linking to its review form.
    const later = new Date(Date.now() + 10 * 60_000);
    await eventually(async () => {
      await runSchedule('review-requests', later);
      expect(await reviewMails(buyer.email)).toHaveLength(1);
    });
    const [mail] = await reviewMails(buyer.email);
    expect(mail?.subject).toBe(REVIEW_REQUEST_TEXTS.subject);
    expect(mail?.text).toContain(`Pedida ${RUN} A`);
    expect(mail?.text).toContain(`/products/${first!.productId}#opinar`);
    const [notice] = await notices(buyer.token);
    expect(notice?.link).toBe(`/products/${first!.productId}#opinar`);

    // Once per order: another run, and the other line delivered afterwards, ask nothing more.
    await deliverLine(farm.token, order.id, lineOf(second!.productId).id);
    await runSchedule('review-requests', new Date(Date.now() + 60 * 60_000));
    expect(await reviewMails(buyer.email)).toHaveLength(1);
    expect(await notices(buyer.token)).toHaveLength(1);
  });
});
