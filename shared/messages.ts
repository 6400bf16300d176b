/**
 * Every Spanish message of the product, in one place. Texts quoted by the spec (sections 4, 5 and 8) are
 * used verbatim; the rest are ours and say so in a comment.
 */
import {
  CART_MAX_LINES,
  CART_QUANTITY_MAX,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_MAX_USES,
  EMAIL_MAX_LENGTH,
  ID_MAX_LENGTH,
  IMAGE_FILENAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PRICE_MAX,
  PRODUCT_QUERY_MAX_LENGTH,
  PRODUCT_UNIT_MAX_LENGTH,
  STOCK_MAX,
  USER_SEARCH_MAX_LENGTH,
} from './constants.js';
import { formatMoney } from './money.js';

/** 99999.99 -> '99.999,99' (the shop's locale; no Intl here: the same text on every runtime). */
const amount = (value: number): string => {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};
const count = (value: number): string => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Generic server answers by error class (ours where the spec names none). */
export const GENERIC_MESSAGES = {
  success: 'Operación realizada correctamente',
  validation: 'Datos inválidos en la solicitud.',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  payloadTooLarge: 'El cuerpo de la solicitud es demasiado grande.',
  notSignedIn: 'Usuario no autenticado. Por favor, inicia sesión.',
  invalidToken: 'Token de acceso inválido. Por favor, inicia sesión nuevamente.',
  sessionExpired: 'Sesión expirada. Por favor, inicia sesión nuevamente.',
  inactiveUser: 'Tu cuenta está desactivada. Contacta con el administrador.',
  forbidden: 'No tienes permisos para realizar esta acción.',
  notFound: 'El recurso solicitado no fue encontrado.',
  routeNotFound: 'La ruta solicitada no existe.',
  conflict: 'Conflicto al procesar la solicitud.',
  rateLimited: 'Demasiados intentos. Espera un momento antes de reintentar.',
  internal: 'Error interno del servidor. Intenta nuevamente.',
  serviceUnavailable: 'Servicio temporalmente no disponible.',
  notImplemented: 'Esta función todavía no está disponible.',
  invalidPageToken: 'El token de paginación no es válido.',
  /** 400: a JSON body that is not an object ({...}): an array, a string, a number, null. */
  bodyNotObject: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  /** 422: a query string with a parameter repeated or not text. */
  queryInvalid: 'Los parámetros de la consulta no son válidos.',
  /** 403: a request that did not come through the site's CDN (direct execute-api calls). */
  directAccess: 'Acceso no permitido: usa la dirección del sitio.',
  healthy: 'Servicio operativo',
} as const;

/** Client-side messages for products and orders calls by HTTP status (spec section 8). */
export const API_ERROR_MESSAGES = {
  401: 'Sesión expirada. Por favor, inicia sesión nuevamente.',
  403: 'No tienes permisos para realizar esta acción.',
  403.1: 'No tienes permisos de productor para realizar esta acción.',
  403.2: 'No tienes permisos de consumidor para realizar esta acción.',
  404: 'El recurso solicitado no fue encontrado.',
  409: 'Conflicto al procesar la solicitud.',
  422: 'Datos inválidos en la solicitud.',
  429: 'Demasiados intentos. Espera un momento antes de reintentar.',
  500: 'Error interno del servidor. Intenta nuevamente.',
  503: 'Servicio temporalmente no disponible.',
  other: (status: number) => `Error del servidor: ${status}`,
  timeout: 'La solicitud tardó demasiado. Verifica tu conexión.',
  noResponse: 'No se pudo conectar con el servidor. Verifica tu conexión a internet.',
  notSignedIn: 'Usuario no autenticado. Por favor, inicia sesión.',
} as const;

/** Auth and user-info messages (spec sections 4, 5 and 8). */
export const AUTH_MESSAGES = {
  sessionInvalid: 'Sesión inválida. Por favor, inicia sesión nuevamente.',
  sessionExpired: 'Sesión expirada. Por favor, inicia sesión nuevamente.',
  sessionExpiredContext: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  invalidAccessToken: 'Token de acceso inválido. Por favor, inicia sesión nuevamente.',
  userInfoForbidden: 'No tienes permisos para acceder a la información del usuario.',
  userNotFoundOrEndpoint: 'Usuario no encontrado o endpoint no disponible.',
  serverInternal: 'Error interno del servidor. Intenta nuevamente en unos momentos.',
  serverError: (message: string) => `Error del servidor: ${message}`,
  apiError: (message: string) => `Error de API: ${message}`,
  networkError: 'Error de conexión. Verifica tu conexión a internet y que el servidor esté disponible.',
  noResponse: 'No se pudo conectar con el servidor - verifique su conexión a internet',
  notAuthenticated: 'Usuario no autenticado',
  refreshTokenInvalid: 'Refresh token inválido',
  refreshTokenMissing: 'No hay refresh token disponible',
  loginFailed: 'Error en el inicio de sesión',
  signupFailed: 'Error en el registro',
  confirmFailed: 'Error en la confirmación',
  forgotFailed: 'Error al solicitar recuperación de contraseña',
  resetFailed: 'Error al restablecer la contraseña',
  // Ours: Cognito failures mapped by the auth service.
  wrongCredentials: 'Usuario o contraseña incorrectos.',
  userNotConfirmed: 'Tu cuenta aún no está confirmada. Revisa tu correo y escribe el código.',
  codeMismatch: 'El código de verificación no es correcto.',
  codeExpired: 'El código de verificación ya no es válido. Solicita uno nuevo.',
  userExists: 'Ya existe una cuenta con este email.',
  userDisabled: 'Tu cuenta está desactivada. Contacta con el administrador.',
  tooManyAttempts: 'Demasiados intentos. Espera un momento antes de reintentar.',
  passwordPolicy:
    'La contraseña no cumple la política de seguridad: al menos 8 caracteres con mayúscula, minúscula, número y símbolo.',
  alreadyConfirmed: 'La cuenta ya está confirmada. Ya puedes iniciar sesión.',
  newPasswordRequired: 'Debes establecer una nueva contraseña. Usa "¿Olvidaste tu contraseña?" para crearla.',
  loggedOut: 'Sesión cerrada correctamente.',
  signedUp: 'Registro completado. Revisa tu correo para confirmar la cuenta.',
  confirmed: 'Cuenta confirmada. Ya puedes iniciar sesión.',
  codeSent: 'Te hemos enviado un código para restablecer la contraseña.',
  passwordReset: 'Contraseña restablecida. Ya puedes iniciar sesión.',
  loggedIn: 'Inicio de sesión correcto.',
  tokenRefreshed: 'Sesión renovada.',
} as const;

/** Field-level validation messages (spec section 5 verbatim where given; ours otherwise). */
export const VALIDATION_MESSAGES = {
  // Contact form (spec).
  nameRequired: 'El nombre es requerido',
  emailRequired: 'El email es requerido',
  subjectRequired: 'El asunto es requerido',
  messageRequired: 'El mensaje es requerido',
  emailFormat: 'El formato del email no es válido',
  // Notifications (spec).
  titleRequired: 'El título es requerido',
  typeRequired: 'El tipo es requerido',
  notificationIdRequired: 'El id de la notificación es requerido', // ours
  limitRange: 'El límite debe estar entre 1 y 100', // ours
  notificationIdInvalid: 'El id de la notificación no es válido', // ours
  titleTooLong: 'El título no puede superar los 200 caracteres', // ours
  notificationMessageTooLong: 'El mensaje no puede superar los 2000 caracteres', // ours
  contactNameTooLong: 'El nombre no puede superar los 100 caracteres', // ours
  contactSubjectTooLong: 'El asunto no puede superar los 200 caracteres', // ours
  contactMessageTooLong: 'El mensaje no puede superar los 5000 caracteres', // ours
  sortByInvalid: 'El orden solo puede ser por fecha de creación (created) o por prioridad (priority)', // ours
  sortOrderInvalid: 'El sentido del orden debe ser asc o desc', // ours
  invalidNotificationType: 'Tipo de notificación inválido', // ours
  invalidPriority: 'Prioridad inválida', // ours
  invalidNotificationStatus: 'Estado de notificación inválido', // ours
  maintenanceEnabledBoolean: 'Indica si el modo mantenimiento está activado (verdadero o falso)', // ours
  maintenanceMessageTooLong: 'El mensaje de mantenimiento no puede superar los 300 caracteres', // ours
  // Products (spec).
  thumbnailRequired: 'Se requiere imagen principal (thumbnail) para crear un producto',
  productNameRequired: 'El nombre del producto es requerido', // ours
  productNameTooLong: 'El nombre no puede superar los 120 caracteres', // ours
  shortDescriptionTooLong: 'La descripción corta no puede superar los 500 caracteres', // ours
  priceInvalid: 'El precio debe ser un número mayor a 0',
  nothingToUpdate: 'No hay datos válidos para actualizar',
  statusBoolean: 'El estado debe ser verdadero o falso', // ours
  productIdRequired: 'El id del producto es requerido', // ours
  producerIdInvalid: 'El id del productor no es válido', // ours
  priceTooHigh: `El precio no puede superar ${amount(PRICE_MAX)}`, // ours
  stockTooHigh: `El stock no puede superar ${count(STOCK_MAX)} unidades`, // ours
  unitTooLong: `La unidad de venta no puede superar los ${PRODUCT_UNIT_MAX_LENGTH} caracteres`, // ours
  imageFilenameTooLong: `El nombre del archivo no puede superar los ${IMAGE_FILENAME_MAX_LENGTH} caracteres`, // ours
  imageUrlInvalid: 'La dirección de la imagen no es válida', // ours
  requestUploadUrlsBoolean: 'requestUploadUrls debe ser verdadero o falso', // ours
  isThumbBoolean: 'isThumb debe ser verdadero o falso', // ours
  searchTooLong: `La búsqueda no puede superar los ${PRODUCT_QUERY_MAX_LENGTH} caracteres`, // ours
  stockInvalid: 'El stock debe ser un número entero mayor o igual a 0', // ours
  unitRequired: 'La unidad de venta es requerida', // ours
  imageTypeInvalid: 'Solo se aceptan imágenes JPEG, PNG o WebP', // ours
  imageFilenameRequired: 'El nombre del archivo es requerido', // ours
  tooManyImages: 'Se permiten como máximo 6 imágenes por producto', // ours
  oneThumbnail: 'Solo puede haber una imagen principal', // ours
  imageTooLarge: 'Cada imagen puede pesar como máximo 5 MB', // ours
  imageSizeRequired: 'Indica el tamaño de cada imagen en bytes', // ours
  productNameTaken: 'Ya tienes un producto con ese nombre', // ours
  sortInvalid: 'Orden inválido', // ours
  priceFilterInvalid: `El filtro de precio debe ser un número entre 0 y ${amount(PRICE_MAX)}`, // ours
  priceRangeInvalid: 'El precio mínimo no puede ser mayor que el máximo', // ours
  thumbnailNotAnImage: 'La imagen principal debe ser una de las fotos del producto', // ours
  // Cart (spec).
  quantityPositive: 'La cantidad debe ser mayor a 0',
  quantityInteger: 'La cantidad debe ser un número entero mayor o igual a 0', // ours
  itemIdRequired: 'El id del item es requerido', // ours
  couponRequired: 'El código de cupón es requerido', // ours
  couponFormat: `El código de cupón tiene hasta ${COUPON_CODE_MAX_LENGTH} letras, números o guiones`, // ours
  quantityMax: `La cantidad máxima por producto es ${CART_QUANTITY_MAX}`, // ours
  productIdInvalid: 'El id del producto no es válido', // ours
  itemIdInvalid: 'El id del item no es válido', // ours
  // Shipping (spec).
  addressRequired: 'Dirección es requerida',
  cityRequired: 'Ciudad es requerida',
  postalCodeRequired: 'Código postal es requerido',
  fullNameRequired: 'Nombre completo es requerido',
  phoneFormat: 'Formato de teléfono inválido',
  shippingEmailFormat: 'Formato de email inválido',
  // Ours: shipping texts too long.
  fullNameMax: 'Nombre completo no puede superar los 100 caracteres',
  addressMax: 'Dirección no puede superar los 200 caracteres',
  cityMax: 'Ciudad no puede superar los 100 caracteres',
  stateMax: 'Estado o provincia no puede superar los 100 caracteres',
  postalCodeMax: 'Código postal no puede superar los 20 caracteres',
  notesMax: `Las notas no pueden superar los ${NOTES_MAX_LENGTH} caracteres`,
  // Orders (ours).
  orderStatusInvalid: 'Estado inválido para el ProductOrder.',
  dateInvalid: 'La fecha no es válida',
  dateRangeInvalid: 'La fecha inicial no puede ser posterior a la final',
  orderIdRequired: 'El id del pedido es requerido',
  orderIdInvalid: 'El id del pedido no es válido',
  idempotencyKeyInvalid: `La cabecera Idempotency-Key debe tener entre 1 y ${ID_MAX_LENGTH} letras, números, guiones o guiones bajos`,
  shippingInfoRequired: 'Los datos de envío son requeridos',
  pageInvalid: 'La página debe ser un número entero mayor o igual a 1',
  productOrderIdRequired: 'El id del producto del pedido es requerido',
  productOrderIdInvalid: 'El id del producto del pedido no es válido',
  periodInvalid: 'El periodo debe ser 7d, 30d, 90d o 12m',
  // Users (spec where quoted).
  userRequestInvalid: 'Parámetros de solicitud inválidos',
  roleInvalid: 'Rol inválido. Usa admin, producer o customer.',
  fullNameTooLong: 'El nombre completo no puede superar los 100 caracteres', // ours
  isActiveBoolean: 'isActive debe ser verdadero o falso', // ours
  userUpdateEmpty: 'Indica al menos uno de: nombre completo, rol, estado o email', // ours
  searchTermRequired: 'Se requiere un término de búsqueda', // ours
  userSearchTooLong: `El término de búsqueda no puede superar los ${USER_SEARCH_MAX_LENGTH} caracteres`, // ours
  userStatusInvalid: 'El estado debe ser active o inactive', // ours
  userAttributesInvalid:
    'attributesToGet admite, separados por comas: id, email, role, fullName, username, isActive, createdAt, lastLogin, productsCount, totalEarned y ordersCount', // ours
  phoneTooLong: 'El teléfono no puede superar los 30 caracteres', // ours
  addressTooLong: 'La dirección no puede superar los 200 caracteres', // ours
  cityTooLong: 'La ciudad no puede superar los 100 caracteres', // ours
  // Auth forms (ours; the spec does not show them).
  usernameRequired: 'El email es requerido',
  passwordRequired: 'La contraseña es requerida',
  passwordTooLong: `La contraseña no puede superar los ${PASSWORD_MAX_LENGTH} caracteres`,
  emailTooLong: `El email no puede superar los ${EMAIL_MAX_LENGTH} caracteres`,
  passwordMinLength: 'La contraseña debe tener al menos 8 caracteres',
  passwordLowercase: 'La contraseña debe incluir una letra minúscula',
  passwordUppercase: 'La contraseña debe incluir una letra mayúscula',
  passwordDigit: 'La contraseña debe incluir un número',
  passwordSymbol: 'La contraseña debe incluir un símbolo',
  codeRequired: 'El código de verificación es requerido',
  codeFormat: 'El código debe tener 6 dígitos',
  signupRoleInvalid: 'Solo puedes registrarte como cliente o productor',
  refreshTokenInvalid: 'Refresh token inválido',
  refreshTokenMissing: 'No hay refresh token disponible',
} as const;

/**
 * Prices and amounts typed in a form (ours), read by shared/number-input.ts: the Spanish way ("12,50",
 * "1.234,56") and the point-decimal way ("12.5"); what could be read two ways is refused with both readings.
 */
export const NUMBER_INPUT_MESSAGES = {
  priceFormat: 'Escribe el precio con coma para los decimales, por ejemplo 12,50 o 1.234,56',
  priceDecimals: 'El precio admite como máximo dos decimales',
  priceAmbiguous: (typed: string, thousands: string, decimal: string) =>
    `«${typed}» se puede leer de dos formas: escribe ${thousands} o ${decimal}`,
} as const;

/** The counter under a limited text field (ours; past the limit the field says its VALIDATION_MESSAGES text). */
export const TEXT_LIMIT_MESSAGES = {
  remaining: (left: number) => (left === 1 ? 'Te queda 1 carácter' : `Te quedan ${left} caracteres`),
  over: (extra: number) => (extra === 1 ? 'Te sobra 1 carácter' : `Te sobran ${extra} caracteres`),
} as const;

/** Products service answers (ours; the spec names none). */
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

/** Cart messages (spec section 8). */
export const CART_MESSAGES = {
  productUnavailable: 'El producto no fue encontrado o ya no está disponible.',
  notEnoughStock: 'No hay suficiente stock disponible para este producto.',
  conflict: 'Conflicto al actualizar el carrito.', // ours
  invalidData: (detail: string) => `Datos inválidos: ${detail}`,
  itemNotFound: 'El item del carrito no fue encontrado o ya fue eliminado.',
  // Ours.
  empty: 'Tu carrito está vacío.',
  tooManyLines: `Tu carrito ya tiene ${CART_MAX_LINES} productos distintos, el máximo por pedido. Finaliza esta compra o quita alguno.`,
  quantityLimit: `Puedes pedir como máximo ${CART_QUANTITY_MAX} unidades de cada producto.`,
  itemAdded: 'Producto agregado al carrito.',
  itemUpdated: 'Cantidad actualizada.',
  itemRemoved: 'Producto eliminado del carrito.',
  cleared: 'Carrito vaciado.',
  valid: 'Tu carrito está listo para el checkout.',
  invalid: 'Algunos productos de tu carrito cambiaron. Revísalos antes de continuar.',
  issueUnavailable: 'Este producto ya no está disponible.',
  issueSoldOut: 'Este producto está agotado.',
  issueInsufficientStock: (available: number) =>
    available === 1 ? 'Solo queda 1 unidad disponible.' : `Solo quedan ${available} unidades disponibles.`,
  issuePriceChanged: (before: number, now: number) =>
    `El precio cambió de ${formatMoney(before)} a ${formatMoney(now)}.`,
} as const;

/** Coupon messages (ours; the spec only says the code is required and sent upper-cased). */
export const COUPON_MESSAGES = {
  applied: (code: string) => `Cupón ${code} aplicado.`,
  removed: 'Cupón eliminado.',
  noCart: 'Agrega productos a tu carrito antes de aplicar un cupón.',
  unknown: (code: string) => `El cupón ${code} no existe.`,
  inactive: (code: string) => `El cupón ${code} ya no está activo.`,
  notYetValid: (code: string) => `El cupón ${code} todavía no está vigente.`,
  expired: (code: string) => `El cupón ${code} ya venció.`,
  belowMinimum: (code: string, minTotal: number) =>
    `El cupón ${code} es válido en pedidos de ${formatMoney(minTotal)} o más.`,
  usedUp: (code: string) => `El cupón ${code} ya alcanzó su número máximo de usos.`,
  alreadyUsed: (code: string) => `Ya usaste el cupón ${code} en otro pedido.`,
} as const;

/** Coupon management by admins (ours, in the spec's style of validation messages). */
export const COUPON_ADMIN_MESSAGES = {
  codeRequired: 'El código del cupón es requerido',
  codeFormat: `El código del cupón debe tener entre ${COUPON_CODE_MIN_LENGTH} y ${COUPON_CODE_MAX_LENGTH} letras, números, guiones o guiones bajos`,
  typeInvalid: 'El tipo de cupón debe ser porcentaje o monto fijo',
  valueRequired: 'El valor del cupón es requerido',
  valuePositive: 'El valor del cupón debe ser mayor a 0',
  percentMax: 'Un cupón de porcentaje no puede superar el 100 %',
  fixedMax: `El valor del cupón no puede superar ${formatMoney(PRICE_MAX)}`,
  valueDecimals: 'El valor del cupón admite hasta 2 decimales',
  minTotalInvalid: `El pedido mínimo debe estar entre 0 y ${formatMoney(PRICE_MAX)}`,
  descriptionTooLong: `La descripción del cupón no puede superar ${COUPON_DESCRIPTION_MAX_LENGTH} caracteres`,
  dateInvalid: 'La fecha debe tener el formato AAAA-MM-DD o una fecha y hora ISO',
  datesOrder: 'La fecha de fin debe ser posterior a la de inicio',
  maxUsesInvalid: `El número máximo de usos debe ser un entero entre 1 y ${count(COUPON_MAX_USES)}`,
  oncePerCustomerInvalid: 'El campo oncePerCustomer debe ser verdadero o falso',
  isActiveInvalid: 'El campo isActive debe ser verdadero o falso',
  exists: (code: string) => `Ya existe un cupón con el código ${code}.`,
  notFound: (code: string) => `El cupón ${code} no existe.`,
  // Answers of the admin coupon calls.
  created: (code: string) => `Cupón ${code} creado.`,
  activated: (code: string) => `Cupón ${code} activado.`,
  deactivated: (code: string) => `Cupón ${code} desactivado.`,
} as const;

/** Checkout messages (spec section 8). */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Tu carrito está vacío o no tienes productos válidos para checkout.',
  cartNotFound: 'Tu carrito no fue encontrado. Agrega productos antes de hacer checkout.',
  stockChanged: 'Algunos productos ya no están disponibles. Revisa tu carrito.',
  priceChanged: 'Los precios han cambiado. Revisa tu carrito.',
  // Ours.
  couponNotApplicable: (notice: string) => `${notice} Quita el cupón o revisa tu carrito.`,
  cartChanged: 'Tu carrito cambió mientras se creaba el pedido. Revísalo e inténtalo de nuevo.',
  busy: 'Hay mucha demanda en este momento. Inténtalo de nuevo en unos segundos.',
} as const;

/** Order messages (spec section 8). */
export const ORDER_MESSAGES = {
  cannotCancel: 'El pedido no puede ser cancelado en su estado actual.',
  onlyPendingCancel: 'Solo se pueden cancelar pedidos en estado "Pendiente".',
  productOrderConflict: 'El estado del ProductOrder no puede ser cambiado en su estado actual.',
  productOrderInvalidStatus: 'Estado inválido para el ProductOrder.',
  productOrderForbidden: 'No tienes permisos para actualizar este ProductOrder.',
  // Ours.
  created: 'Pedido creado correctamente. Pagarás al recibirlo.',
  replayed: 'Este pedido ya estaba registrado: no se creó otro.',
  cancelled: 'Pedido cancelado. Los productos volvieron al stock.',
  notFound: 'El pedido no fue encontrado.',
  producerList: 'Los productores consultan sus pedidos desde el panel de productor.',
  productOrderNotFound: 'El producto del pedido no fue encontrado.',
  productOrderUpdated: 'Estado actualizado.',
  // Admin status change of a whole order (PATCH /v1/orders/{id}/status; docs/administration.md).
  statusUpdated: 'Estado del pedido actualizado.',
  statusSame: 'El pedido ya está en ese estado.',
  statusFinal: 'El pedido está cancelado o completado y ya no puede cambiar de estado.',
  statusCancelShipped:
    'No se puede cancelar el pedido: alguno de sus productos ya fue enviado o entregado. Cancela por separado los que aún no salieron de la granja.',
  statusBackwards: 'Un pedido no puede volver a un estado anterior.',
  statusSkip:
    'Los productos avanzan un paso a la vez: para pasar el pedido a ese estado, cada producto debe estar en el paso anterior o más adelante.',
  adminFilterOnly: 'Solo un administrador puede filtrar los pedidos por productor.',
} as const;

/** Users service messages (spec section 8). */
export const USER_MESSAGES = {
  badRequest: 'Parámetros de solicitud inválidos',
  adminOnly: 'No tienes permisos de administrador para esta acción.',
  notFound: 'Usuario no encontrado.',
  emailTaken: 'El email ya está en uso por otro usuario.',
  selfDelete: 'No puedes eliminar tu propia cuenta de administrador.',
  adminDelete: 'No se pueden eliminar cuentas de administrador. Contacte al super administrador.',
  roleInvalid: 'Rol inválido. Usa admin, producer o customer.',
  // Ours.
  listed: 'Usuarios obtenidos correctamente.',
  updated: 'Usuario actualizado correctamente.',
  deleted: 'Usuario eliminado. Sus pedidos se conservan.',
  deletedProducer:
    'Usuario eliminado. Sus productos ya no se muestran en la tienda y sus pedidos se conservan.',
  selfRoleChange: 'No puedes cambiar tu propio rol de administrador.',
  selfDeactivate: 'No puedes desactivar tu propia cuenta de administrador.',
  filterConflict: 'El filtro y los parámetros role o status se contradicen.',
} as const;

/** Profile messages (spec section 8). */
export const PROFILE_MESSAGES = {
  getFailed: 'Error al obtener el perfil del usuario',
  updateFailed: 'Error al actualizar el perfil del usuario',
  deactivateFailed: 'Error al desactivar la cuenta',
  // Ours.
  updated: 'Perfil actualizado correctamente.',
  deactivated: 'Tu cuenta ha sido desactivada.',
  adminCannotDeactivate:
    'Un administrador no puede desactivar su propia cuenta. Pide a otro administrador que lo haga.',
} as const;

/** Maintenance mode (ours). */
export const MAINTENANCE_MESSAGES = {
  defaultMessage: 'Estamos realizando tareas de mantenimiento. Volvemos enseguida.',
  enabled: 'Modo mantenimiento activado.',
  disabled: 'Modo mantenimiento desactivado.',
} as const;

/** UI shell texts (spec section 2 where quoted). */
export const UI_MESSAGES = {
  loading: 'Cargando...',
  unexpectedError: 'Unexpected Application Error!',
} as const;
