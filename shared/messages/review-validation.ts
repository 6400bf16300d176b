/**
 * Field messages of the reviews' schemas (docs/reviews.md): apart from reviews.ts, whose labels the users, profile
 * and events functions read (a review's record) without these.
 */
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
} from '../constants/reviews.js';

/** Field messages of the reviews' schemas. */
export const REVIEW_VALIDATION = {
  body: 'Envía la valoración en un objeto JSON con la puntuación (rating) y, si quieres, un comentario.',
  rating: `La puntuación debe ser un número entero de ${RATING_MIN} a ${RATING_MAX} estrellas.`,
  commentText: 'El comentario debe ser un texto.',
  commentTooLong: `El comentario admite como máximo ${REVIEW_COMMENT_MAX} caracteres.`,
  productId: 'El identificador del producto no es válido.',
  reviewId: 'El identificador de la opinión no es válido.',
  status: 'El estado debe ser «published» (publicada) o «hidden» (oculta).',
  moderation: 'Envía el nuevo estado (status) y el motivo (reason) en un objeto JSON.',
  reasonRequired: 'Indica el motivo.',
  reasonTooLong: `El motivo admite como máximo ${REVIEW_REASON_MAX} caracteres.`,
  reply: 'Envía la respuesta (text) en un objeto JSON.',
  replyRequired: 'Escribe la respuesta.',
  replyTooLong: `La respuesta admite como máximo ${REVIEW_REPLY_MAX} caracteres.`,
  report: 'Envía el motivo (reason) de la denuncia en un objeto JSON.',
  view: 'La vista debe ser «all», «reported» o «hidden».',
  producerId: 'El identificador de la finca no es válido.',
} as const;
