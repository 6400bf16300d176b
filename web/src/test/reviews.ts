/** Test fixtures of the reviews screens: a published review, and one as the admins and its farm see it. */
import type { ManagedReview, Review } from '../../../shared/contracts/reviews/entities.js';
import { fixture } from './fixture';

/** A published review of product p1 by Ana G. (20 November 2026), without a reply, unless told otherwise. */
export const review = fixture<Review>(() => ({
  id: 'r1',
  productId: 'p1',
  rating: 5,
  comment: 'Comentario r1',
  author: 'Ana G.',
  verified: true,
  status: 'published',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  reply: null,
}));

/** The same review as the admins' and the farm's lists read it: «Pitahaya roja», not moderated nor reported. */
export const managedReview = fixture<ManagedReview>(() => ({
  ...review(),
  productName: 'Pitahaya roja',
  producerId: 'producer-1',
  moderation: null,
  report: null,
}));
