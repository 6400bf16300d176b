/** The generic messages (each area is its own module: an importer takes the areas it uses). */
/** Generic server answers by error class (ours where the original API names none). */
export const GENERIC_MESSAGES = {
  success: 'Operación realizada correctamente',
  validation: 'Datos inválidos en la solicitud.',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  payloadTooLarge: 'El cuerpo de la solicitud es demasiado grande.',
  headersTooLarge: 'Las cabeceras de la solicitud son demasiado grandes.',
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

/** Client-side messages for products and orders calls by HTTP status (the contract's texts, verbatim). */
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
