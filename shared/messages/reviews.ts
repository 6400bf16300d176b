/**
 * What the reviews say (docs/reviews.md): the API's answers, the labels the screens share. The schemas' field
 * messages are in review-validation.ts (the functions that only read reviews do not bundle them).
 */

export const REVIEW_MESSAGES = {
  created: 'Gracias por tu opinión: ya está publicada.',
  updated: 'Tu opinión se ha actualizado.',
  listed: 'Opiniones del producto.',
  hidden: 'La opinión se ha ocultado.',
  shown: 'La opinión vuelve a estar publicada.',
  replied: 'Respuesta publicada.',
  replyUpdated: 'Respuesta actualizada.',
  reported: 'Hemos avisado a la administración de la tienda. Revisará la opinión.',
  /** 403: no delivered line of the product. */
  notBuyer: 'Solo puedes opinar sobre productos que has recibido: este no figura en tus pedidos entregados.',
  /** 409: one review per product and consumer. */
  alreadyReviewed: 'Ya has opinado sobre este producto. Puedes editar tu opinión.',
  /** 404: the consumer has no review of the product to edit. */
  noOwnReview: 'Todavía no has opinado sobre este producto.',
  productNotFound: 'Producto no encontrado',
  reviewNotFound: 'La opinión no existe.',
  /** 403: another farm's review (reply, report). */
  notYourProduct: 'Solo la finca que vende el producto puede responder o denunciar esta opinión.',
  /** 409: a second reply (edit the first instead). */
  alreadyReplied: 'Ya has respondido a esta opinión. Puedes editar tu respuesta.',
  /** 404: editing a reply that does not exist. */
  noReply: 'Esta opinión todavía no tiene respuesta.',
  /** 409: a second open report of the same review. */
  alreadyReported: 'Ya has denunciado esta opinión: la administración la está revisando.',
  /** 409: hiding a hidden one / showing a published one. */
  sameStatus: 'La opinión ya está en ese estado.',
} as const;

/** The words the screens and e-mails share. */
export const REVIEW_LABELS = {
  verified: 'Compra verificada',
  section: 'Opiniones',
  howChecked:
    'Solo pueden opinar quienes han comprado y recibido este producto en la tienda: cada opinión está ligada a un pedido entregado. Se publican al momento y la tienda oculta las que insultan, muestran datos personales o son publicidad.',
  howCheckedLink: 'Cómo comprobamos las opiniones',
  anonymousAuthor: 'Cliente',
  farmReply: 'Respuesta de la finca',
} as const;

export { ratingLabel } from './rating.js';

/** The request for a review a few days after a delivery (notice and e-mail), once per order. */
export const REVIEW_REQUEST_TEXTS = {
  title: '¿Qué te ha parecido tu pedido?',
  message: (names: readonly string[]) =>
    names.length === 1
      ? `Ya tienes ${names[0]} en casa. Cuéntanos qué te ha parecido: tu opinión ayuda a otros clientes y a la finca.`
      : `Ya tienes en casa ${names.slice(0, -1).join(', ')} y ${names.at(-1)}. Cuéntanos qué te han parecido: tu opinión ayuda a otros clientes y a las fincas.`,
  subject: '¿Qué te ha parecido tu pedido de Pitahaya Marketplace?',
  mail: (name: string, names: readonly string[]) =>
    [
      `Hola${name ? `, ${name}` : ''}:`,
      '',
      names.length === 1
        ? `Ya tienes ${names[0]} en casa. ¿Qué te ha parecido?`
        : `Ya tienes en casa ${names.slice(0, -1).join(', ')} y ${names.at(-1)}. ¿Qué te han parecido?`,
      'Tu opinión ayuda a otros clientes a elegir y a la finca a mejorar. Solo pueden opinar quienes han recibido el producto, y se publica con tu nombre y la inicial de tu apellido.',
      names.length > 1 ? 'Puedes opinar sobre cada producto desde su página.' : '',
      '',
      'Solo te lo pedimos una vez por pedido.',
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  linkLabel: 'Escribir mi opinión',
} as const;
