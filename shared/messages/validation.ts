/** The validation messages (each area is its own module: an importer takes the areas it uses). */
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants/auth.js';
import { CART_QUANTITY_MAX } from '../constants/cart.js';
import { COUPON_CODE_MAX_LENGTH } from '../constants/coupons.js';
import { IMAGE_FILENAME_MAX_LENGTH } from '../constants/images.js';
import { ID_MAX_LENGTH, NOTES_MAX_LENGTH } from '../constants/limits.js';
import {
  PRICE_MAX,
  PRODUCT_QUERY_MAX_LENGTH,
  PRODUCT_UNIT_MAX_LENGTH,
  STOCK_MAX,
} from '../constants/products.js';
import { USER_SEARCH_MAX_LENGTH } from '../constants/users.js';
import { amount, count } from './format.js';

/**
 * Field-level validation messages (the contract's texts verbatim where it gives one; ours otherwise), by area:
 * each contract's schemas import the areas they use, so a function bundles only those (VALIDATION_MESSAGES,
 * all of them, is for the web and the tests). An area is built by a pure function call: esbuild keeps an object
 * literal whose texts interpolate a constant (`${...}` might call toString) even when nothing reads it, but it
 * drops an unused pure call, so an area no importer reads stays out of the bundle.
 */

/**
 * Text hygiene (shared/utils/text-hygiene.ts), for every text field: a character no field accepts, or text that shows
 * nothing. A required field keeps its own required message for invisible-only text (it counts as blank); the
 * envelope's `errors[].field` names the field.
 */
export const TEXT_VALIDATION = {
  forbiddenCharacters: 'El texto tiene caracteres no permitidos.', // ours
  invisibleOnly: 'Escribe un texto visible.', // ours
} as const;

/**
 * The few field messages the shared field schemas (shared/contracts/fields.ts, the orders' ids) use: their own
 * small object, so a function that takes those schemas does not bundle the whole product, auth and notification
 * areas for three texts. The areas below keep them under their usual names.
 */
const EMAIL_TOO_LONG = `El email no puede superar los ${EMAIL_MAX_LENGTH} caracteres`; // ours
const LIMIT_RANGE = 'El límite debe estar entre 1 y 100'; // ours
const PRODUCER_ID_INVALID = 'El id del productor no es válido'; // ours

export const FIELD_VALIDATION = {
  emailTooLong: EMAIL_TOO_LONG,
  limitRange: LIMIT_RANGE,
  producerIdInvalid: PRODUCER_ID_INVALID,
} as const;

export const CONTACT_VALIDATION = /* @__PURE__ */ (() =>
  ({
    // Contact form (the original API's).
    nameRequired: 'El nombre es requerido',
    emailRequired: 'El email es requerido',
    subjectRequired: 'El asunto es requerido',
    messageRequired: 'El mensaje es requerido',
    emailFormat: 'El formato del email no es válido',
  }) as const)();

export const NOTIFICATION_VALIDATION = /* @__PURE__ */ (() =>
  ({
    // Notifications (the original API's).
    titleRequired: 'El título es requerido',
    typeRequired: 'El tipo es requerido',
    notificationIdRequired: 'El id de la notificación es requerido', // ours
    limitRange: LIMIT_RANGE,
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
  }) as const)();

export const PRODUCT_VALIDATION = /* @__PURE__ */ (() =>
  ({
    // Products (the original API's).
    thumbnailRequired: 'Se requiere imagen principal (thumbnail) para crear un producto',
    productNameRequired: 'El nombre del producto es requerido', // ours
    productNameTooLong: 'El nombre no puede superar los 120 caracteres', // ours
    shortDescriptionTooLong: 'La descripción corta no puede superar los 500 caracteres', // ours
    priceInvalid: 'El precio debe ser un número mayor a 0',
    nothingToUpdate: 'No hay datos válidos para actualizar',
    statusBoolean: 'El estado debe ser verdadero o falso', // ours
    productIdRequired: 'El id del producto es requerido', // ours
    producerIdInvalid: PRODUCER_ID_INVALID,
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
  }) as const)();

export const CART_VALIDATION = /* @__PURE__ */ (() =>
  ({
    // Cart (the original API's).
    quantityPositive: 'La cantidad debe ser mayor a 0',
    quantityInteger: 'La cantidad debe ser un número entero mayor o igual a 0', // ours
    itemIdRequired: 'El id del item es requerido', // ours
    couponRequired: 'El código de cupón es requerido', // ours
    couponFormat: `El código de cupón tiene hasta ${COUPON_CODE_MAX_LENGTH} letras, números o guiones`, // ours
    quantityMax: `La cantidad máxima por producto es ${CART_QUANTITY_MAX}`, // ours
    productIdInvalid: 'El id del producto no es válido', // ours
    itemIdInvalid: 'El id del item no es válido', // ours
    allowEmptyBoolean: 'allowEmpty debe ser true o false', // ours
  }) as const)();

export const SHIPPING_VALIDATION = /* @__PURE__ */ (() =>
  ({
    // Shipping (the original API's).
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
  }) as const)();

export const ORDER_VALIDATION = /* @__PURE__ */ (() =>
  ({
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
  }) as const)();

export const USER_VALIDATION = /* @__PURE__ */ (() =>
  ({
    // Users (the original API's where quoted).
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
  }) as const)();

export const AUTH_VALIDATION = /* @__PURE__ */ (() =>
  ({
    // Auth forms (ours; the original API does not show them).
    usernameRequired: 'El email es requerido',
    passwordRequired: 'La contraseña es requerida',
    passwordTooLong: `La contraseña no puede superar los ${PASSWORD_MAX_LENGTH} caracteres`,
    emailTooLong: EMAIL_TOO_LONG,
    passwordMinLength: 'La contraseña debe tener al menos 8 caracteres',
    passwordLowercase: 'La contraseña debe incluir una letra minúscula',
    passwordUppercase: 'La contraseña debe incluir una letra mayúscula',
    passwordDigit: 'La contraseña debe incluir un número',
    passwordSymbol: 'La contraseña debe incluir un símbolo',
    currentPasswordRequired: 'La contraseña actual es requerida',
    codeRequired: 'El código de verificación es requerido',
    codeFormat: 'El código debe tener 6 dígitos',
    signupRoleInvalid: 'Solo puedes registrarte como cliente o productor',
    refreshTokenInvalid: 'Refresh token inválido',
    refreshTokenMissing: 'No hay refresh token disponible',
  }) as const)();

/** Every area's messages in one object (pure: left out of a bundle that does not use it). */
export const VALIDATION_MESSAGES = /* @__PURE__ */ Object.assign(
  {},
  TEXT_VALIDATION,
  CONTACT_VALIDATION,
  NOTIFICATION_VALIDATION,
  PRODUCT_VALIDATION,
  CART_VALIDATION,
  SHIPPING_VALIDATION,
  ORDER_VALIDATION,
  USER_VALIDATION,
  AUTH_VALIDATION,
);

/**
 * Prices and amounts typed in a form (ours), read by shared/rules/number-input.ts: the Spanish way ("12,50",
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
