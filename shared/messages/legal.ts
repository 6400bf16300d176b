/**
 * What Spanish and EU consumer law asks the shop to say (docs/legal.md): the order button, withdrawal, food
 * information, the plant passport, data rights. One place for the service, the e-mails and the screens.
 */

/**
 * The checkout's last button names the obligation to pay (TRLGDCU art. 98.2: «pedido con obligación de pago» or
 * an unambiguous equivalent; without it the consumer is not bound by the order).
 */
export const ORDER_BUTTON = {
  label: 'Comprar y pagar',
  retry: 'Reintentar: comprar y pagar',
  busy: 'Enviando el pedido...',
} as const;

/** The legal domain's answers and refusals (GET/PUT /v1/legal, the texts). */
export const LEGAL_MESSAGES = {
  identityUpdated: 'Datos legales de la tienda guardados.',
  textUpdated: 'Texto legal guardado.',
  textRestored: 'Texto legal restaurado al modelo.',
  notConfigured: 'La tienda aún no ha publicado sus datos legales.',
  nameRequired: 'El nombre o la razón social es obligatorio.',
  nameTooLong: 'El nombre o la razón social no puede superar los 150 caracteres.',
  nifInvalid: 'El NIF o CIF no es válido: revisa las cifras y la letra de control.',
  addressRequired: 'El domicilio es obligatorio.',
  addressTooLong: 'El domicilio no puede superar los 250 caracteres.',
  emailRequired: 'El correo electrónico es obligatorio.',
  emailFormat: 'El correo electrónico no tiene un formato válido.',
  phoneFormat: 'El teléfono no es válido: escribe 9 cifras, con o sin +34.',
  phoneTooLong: 'El teléfono no puede superar los 30 caracteres.',
  registryTooLong: 'La inscripción registral no puede superar los 200 caracteres.',
  identityInvalid: 'Los datos legales no son válidos.',
  textIdInvalid: 'Ese texto legal no existe.',
  bodyRequired: 'El texto no puede estar vacío.',
  bodyTooLong: (max: number) => `El texto no puede superar los ${max.toLocaleString('es-ES')} caracteres.`,
  reviewedInvalid: 'Indica si el abogado de la cooperativa ha revisado el texto (sí o no).',
  textInvalid: 'Envía el texto (o null para volver al modelo) y si está revisado.',
} as const;

/** What the pages and the admin say about a legal text. */
export const LEGAL_TEXTS_UI = {
  modelNotice:
    'Este texto es un modelo pendiente de revisión por el abogado de la cooperativa. Puede no reflejar todavía las condiciones definitivas.',
  updated: (day: string) => `Última actualización: ${day}`,
  unavailable: 'No pudimos cargar este texto. Inténtalo de nuevo en unos segundos.',
} as const;

/** A product's legal facts: its withdrawal right, its food information, the plant passport. */
export const PRODUCT_LEGAL_MESSAGES = {
  withdrawalInvalid:
    'El derecho de desistimiento debe ser «allowed», «perishable», «sealed» o «personalised».',
  foodInfoInvalid: 'La información alimentaria debe tener ingredientes, alérgenos y cantidad neta.',
  ingredientsRequired: 'Escribe los ingredientes del producto.',
  ingredientsTooLong: (max: number) => `Los ingredientes no pueden superar los ${max} caracteres.`,
  allergensInvalid: 'Los alérgenos deben ser una lista de los 14 del Reglamento (UE) 1169/2011.',
  allergenUnknown:
    'Alérgeno desconocido: usa los códigos de los 14 alérgenos del Reglamento (UE) 1169/2011 (gluten, leche, sulfitos...).',
  allergenRepeated: 'No repitas un alérgeno.',
  netQuantityRequired: 'Indica la cantidad neta (por ejemplo, 250 g o 500 ml).',
  netQuantityTooLong: (max: number) => `La cantidad neta no puede superar los ${max} caracteres.`,
  storageTooLong: (max: number) =>
    `La conservación y el modo de empleo no pueden superar los ${max} caracteres.`,
  botanicalNameInvalid: (max: number) =>
    `El nombre botánico debe tener entre 3 y ${max} caracteres (por ejemplo, Selenicereus undatus).`,
  plantOperatorInvalid: (max: number) =>
    `El número de registro de operador profesional debe tener entre 3 y ${max} caracteres (letras, cifras, guiones).`,
  foodInfoNeeded:
    'Un producto elaborado no puede estar a la venta sin sus ingredientes y su cantidad neta (Reglamento (UE) 1169/2011). Añádelos en «Información alimentaria».',
  botanicalNameNeeded:
    'Una planta no puede estar a la venta sin su nombre botánico: lo pide su pasaporte fitosanitario (Reglamento (UE) 2016/2031).',
  plantOperatorNeeded:
    'Una planta no puede estar a la venta sin el número de registro de operador profesional de tu finca. Añádelo en tu perfil.',
  plantOperatorInUse:
    'No puedes quitar el número de registro de operador mientras tengas plantas a la venta: desactívalas antes.',
} as const;

/** How each withdrawal class reads: its name, the farm's help, and what a shopper is told. */
export const WITHDRAWAL_TEXTS = {
  label: {
    allowed: 'Se puede devolver',
    perishable: 'Perecedero',
    sealed: 'Precintado por higiene',
    personalised: 'Personalizado',
  },
  /** The farm's help on the product form (plain Spanish). */
  farmHelp: {
    allowed: 'El cliente puede desistir en 14 días desde que lo recibe y devolverlo.',
    perishable:
      'Se estropea o vence en poco tiempo (fruta fresca, flores): no se puede devolver. Es lo normal para la fruta fresca.',
    sealed: 'Va precintado por higiene o salud (tarros, jugos): no se puede devolver si el cliente lo abre.',
    personalised: 'Lo preparas a medida del cliente (una caja con su mensaje): no se puede devolver.',
  },
  /** On the product page and at checkout: can this be returned, and why not. */
  shopper: {
    allowed: 'Puedes desistir de la compra en 14 días desde que lo recibes.',
    perishable: 'Sin derecho de desistimiento: es un producto perecedero.',
    sealed: 'Sin derecho de desistimiento si lo desprecintas: va precintado por higiene.',
    personalised: 'Sin derecho de desistimiento: se prepara a tu medida.',
  },
  legend: 'Derecho de desistimiento',
  checkoutTitle: 'Productos que no se pueden devolver',
  checkoutIntro:
    'La ley excluye el derecho de desistimiento en estos productos (artículo 103 del TRLGDCU). Los demás puedes devolverlos en 14 días desde que los recibes.',
} as const;

/** The food information and the plant passport as the product page and the form say them. */
export const FOOD_INFO_TEXTS = {
  title: 'Información alimentaria',
  ingredients: 'Ingredientes',
  allergens: 'Alérgenos',
  noAllergens: 'Sin alérgenos de declaración obligatoria.',
  netQuantity: 'Cantidad neta',
  storage: 'Conservación y modo de empleo',
  allergensHint:
    'Marca los que contiene: se destacan en la página del producto, como pide el Reglamento (UE) 1169/2011.',
} as const;

export const PLANT_PASSPORT_TEXTS = {
  title: 'Pasaporte fitosanitario',
  botanicalName: 'A. Nombre botánico',
  operator: 'B. Operador profesional',
  traceability: 'C. Código de trazabilidad',
  origin: 'D. País de origen',
} as const;

/**
 * What the order confirmation e-mail adds (TRLGDCU art. 98.7, the confirmation on a durable medium): the
 * withdrawal information of the order's lines, the purchase conditions and the model withdrawal form.
 */
export const CONFIRMATION_LEGAL_MAIL = {
  withdrawalTitle: 'TU DERECHO DE DESISTIMIENTO',
  allowed:
    'Puedes desistir de la compra de estos productos en 14 días naturales desde que recibes el último paquete del pedido, sin dar ninguna razón:',
  exempt: 'Estos productos no se pueden devolver (artículo 103 del TRLGDCU):',
  exemptLine: (name: string, reason: string) => `  - ${name}: ${reason}`,
  allowedLine: (name: string) => `  - ${name}`,
  how: (link: string, email: string) =>
    `Para desistir, entra en ${link} (o en la página del pedido), elige los productos y confirma con «Confirmar desistimiento»: te enviamos el acuse de recibo en ese momento. También puedes enviarnos el formulario de abajo${email ? ` a ${email}` : ''}, o cualquier otra declaración clara de que desistes.`,
  refund:
    'Te devolvemos lo que pagaste por esos productos y su parte del envío ordinario, por el mismo medio de pago, en 14 días como máximo desde tu desistimiento.',
  conditionsTitle: 'CONDICIONES DE COMPRA (tu copia)',
  modelNotice: 'Texto modelo pendiente de revisión por el abogado de la cooperativa.',
  seller: (name: string, nif: string, address: string) =>
    `Tienda gestionada por ${name} (NIF ${nif}), ${address}.`,
} as const;

/** The data rights (GDPR arts. 15, 17 and 20; docs/legal.md): the export and the account's deletion. */
export const DATA_RIGHTS_MESSAGES = {
  exported: 'Aquí tienes una copia de todos tus datos.',
  deleted:
    'Tu cuenta se ha eliminado. Tus pedidos se conservan sin tu nombre ni tu dirección, como exige la ley para las facturas.',
  passwordRequired: 'Escribe tu contraseña para confirmar que eres tú.',
  passwordWrong: 'La contraseña no es correcta.',
  downloadInvalid: 'El parámetro download debe ser 1 o 0.',
  producerByAdmin:
    'Una finca cierra su cuenta con la administración de la tienda, cuando no le queden pedidos en curso. Escríbenos desde la página de contacto.',
  openOrders:
    'Tienes pedidos en curso. Podrás eliminar tu cuenta cuando se entreguen o se cancelen (la finca necesita tu dirección para enviártelos).',
  pendingRefund:
    'Tienes un reembolso o un desistimiento sin terminar. Podrás eliminar tu cuenta cuando se complete.',
  adminOpenOrders:
    'Esta cuenta tiene pedidos en curso o un reembolso sin terminar: no se puede eliminar hasta que se completen.',
  producerOpenLines:
    'Esta finca tiene líneas de pedidos sin entregar ni cancelar: gestiónalas antes de eliminar su cuenta.',
  anonymousName: 'Cliente eliminado',
} as const;

/** The withdrawal function (Directive 2011/83 art. 11a; TRLGDCU arts. 102-108; docs/legal.md). */
export const WITHDRAWAL_MESSAGES = {
  requested: 'Hemos recibido tu desistimiento. Te hemos enviado el acuse de recibo por correo electrónico.',
  received: 'Devolución recibida. El reembolso se tramita ahora.',
  linesRequired: 'Elige al menos un producto del pedido.',
  linesInvalid: 'Los productos elegidos no son válidos.',
  tooManyLines: 'Un pedido no tiene tantos productos.',
  lineNotInOrder: 'Uno de los productos elegidos no es de este pedido.',
  lineExempt: (name: string, reason: string) =>
    `No puedes desistir de «${name}»: ${reason.toLocaleLowerCase('es')}`,
  lineCancelled: (name: string) => `«${name}» está cancelado: no hay nada de lo que desistir.`,
  lineWithdrawn: (name: string) => `Ya desististe de «${name}».`,
  expired: (day: string) =>
    `El plazo para desistir de este pedido terminó el ${day} (14 días desde la entrega).`,
  reasonTooLong: 'El motivo no puede superar los 500 caracteres.',
  ibanInvalid: 'El IBAN no es válido: revisa las cifras (por ejemplo ES91 2100 0418 4502 0005 1332).',
  withdrawalIdInvalid: 'El desistimiento no es válido.',
  withdrawalNotFound: 'Ese desistimiento no existe.',
  statusInvalid: 'Solo se puede marcar un desistimiento como recibido.',
  alreadyReceived: 'Este desistimiento ya estaba marcado como recibido.',
  notYourLines: 'Ese desistimiento no tiene productos de tu finca.',
  orderNotFound: 'El pedido no fue encontrado.',
  notConsumerOrAdmin:
    'Solo el cliente del pedido, o la administración en su nombre, puede desistir del contrato.',
  sentOnInvalid: 'La fecha debe tener el formato AAAA-MM-DD.',
  sentOnNotYours:
    'Solo la administración indica la fecha al registrar un desistimiento recibido por correo: el tuyo cuenta desde ahora.',
  sentOnFuture: 'La fecha en que el cliente envió su desistimiento no puede ser posterior a hoy.',
  sentOnBeforeOrder: 'La fecha en que el cliente envió su desistimiento no puede ser anterior al pedido.',
} as const;

/** What the screens and the e-mails say about a withdrawal. */
export const WITHDRAWAL_UI = {
  entry: 'Desistir del contrato aquí',
  confirm: 'Confirmar desistimiento',
  status: { requested: 'Desistimiento solicitado', received: 'Devolución recibida' },
  ackSubject: (reference: string) => `Acuse de recibo: desistimiento del pedido ${reference}`,
  /** How the money comes back: card orders to the card; transfer and pay on delivery by bank transfer. */
  refundByCard: 'a la tarjeta con la que pagaste',
  refundByTransfer: (last4: string | null) =>
    last4
      ? `por transferencia a tu cuenta terminada en ${last4}`
      : 'por transferencia a la cuenta que nos indiques en tu perfil (Mi cuenta)',
  ackRefund: (amount: string, how: string) =>
    `Te devolveremos ${amount} (los productos y su parte del envío ordinario) ${how}, en 14 días como máximo desde hoy. Podemos esperar a recibir los productos, o a que nos demuestres que los has enviado.`,
  ackNoRefund:
    'Aún no habías pagado estos productos: no hay nada que devolverte ni nada que pagar por ellos.',
  ackBody: (reference: string, day: string, lines: string[], refund: string, address: string) =>
    [
      `Hemos recibido tu desistimiento del pedido ${reference}, el ${day}. Este correo es tu acuse de recibo.`,
      '',
      'Productos de los que desistes:',
      ...lines,
      '',
      refund,
      '',
      `Si ya los tienes, envíalos o entrégalos a la finca en los 14 días siguientes: ${address}. Si aún no te han llegado, no tienes que hacer nada: la finca no los enviará o los recibirá de vuelta.`,
    ].join('\n'),
  farmTitle: (reference: string) => `Desistimiento en el pedido ${reference}`,
  farmBody: (lines: string) =>
    `El cliente desiste de: ${lines}. Si ya lo enviaste, te lo devolverá; si no, no lo envíes. Márcalo como recibido en el pedido cuando lo tengas (o si no llegó a salir).`,
} as const;
