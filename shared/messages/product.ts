/** The product messages (each area is its own module: an importer takes the areas it uses). */
/** Products service answers (ours; the original API names none). */
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
  /** The check of the uploaded photos (services/images), as the producer sees it on the product. */
  imagePending: 'Foto principal en revisión: el producto aparecerá en la tienda cuando se compruebe.',
  imageRejected:
    'La foto principal no es una imagen JPEG, PNG o WebP válida (máx. 5 MB). Sube otra para mostrar el producto en la tienda.',
  imagesDropped: (count: number) =>
    count === 1
      ? 'Una foto no era una imagen válida y se descartó.'
      : `${count} fotos no eran imágenes válidas y se descartaron.`,
  /** 403: listing inactive products is for admins (and a producer's own products). */
  inactiveListForbidden: 'Solo un administrador puede ver los productos inactivos de otros productores.',
} as const;
