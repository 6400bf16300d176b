/**
 * Spanish texts of the products service that shared/messages.ts does not have yet.
 * TODO-move: into shared/messages.ts as PRODUCT_MESSAGES (see the issue #4 report for the diff); then import
 * them from there and delete this file.
 */
export const PRODUCT_MESSAGES = {
  created: 'Producto creado correctamente.',
  updated: 'Producto actualizado correctamente.',
  activated: 'Producto activado.',
  deactivated: 'Producto desactivado.',
  deleted: 'Producto eliminado correctamente.',
  /** 409: the product changed (or was deleted) between our read and our write. */
  changedMeanwhile: 'El producto fue modificado por otra solicitud. Recarga la página e inténtalo de nuevo.',
  /** 422: an update would leave the product without any image. */
  imageRequired: 'El producto debe conservar al menos una imagen principal.',
  /** 403: listing inactive products is for admins (and a producer's own products). */
  inactiveListForbidden: 'Solo un administrador puede ver los productos inactivos de otros productores.',
} as const;
