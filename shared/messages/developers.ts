/** The developers' page of the API description (/developers, GET /v1/openapi.json): its Spanish labels. */
import type { Access } from '../constants/roles.js';

export const DEVELOPERS_UI = {
  title: 'API para desarrolladores',
  description:
    'La API HTTP de Pitahaya Marketplace: cada ruta, quién puede llamarla, qué recibe y qué responde.',
  lead: 'Cada ruta de la API, escrita a partir de los contratos del código: quién puede llamarla, qué recibe y qué responde.',
  documentLink: 'Documento OpenAPI 3.1 completo',
  authentication:
    'Las rutas con sesión piden el token de acceso que da POST /oauth/auth/login, en la cabecera Authorization: Bearer seguido del token.',
  envelope:
    'Una respuesta correcta llega como { status, data } (la API /oauth responde sus datos sin envoltorio); un error, como { status: { code, message }, errors } con un mensaje en español.',
  notes: 'Los resúmenes de cada ruta vienen de los comentarios del código, en inglés.',
  loading: 'Cargando la API...',
  unavailable: 'No se pudo cargar la descripción de la API.',
  search: 'Buscar una ruta',
  searchHint: 'Por ruta, dominio o descripción',
  routes: (shown: number, total: number) =>
    shown === total ? `${total} rutas` : `${shown} de ${total} rutas`,
  none: 'Ninguna ruta coincide con la búsqueda.',
  who: 'Quién puede llamarla',
  parameters: 'Parámetros',
  body: 'Cuerpo (JSON)',
  answer: 'Respuesta',
  answerFile: (type: string) => `Un archivo ${type}.`,
  answerFlat: 'Los datos, sin envoltorio.',
  answerData: 'Los datos en data:',
  noData: 'Sin datos.',
  errors: 'Errores',
  limits: 'Límites',
  throttle: (rate: number, burst: number) => `${rate} peticiones por segundo (ráfagas de ${burst})`,
  cachedPublic: 'Respuesta anónima en caché compartida',
  required: 'obligatorio',
  optional: 'opcional',
  always: 'siempre',
  sometimes: 'a veces',
} as const;

/** Who may call a route, as the page says it. */
export const ACCESS_LABELS: Record<Access, string> = {
  public: 'Cualquiera, sin sesión.',
  'signed-in': 'Cualquier usuario con sesión.',
  consumer: 'Un cliente con sesión.',
  'producer-or-admin': 'Un productor o un administrador, con sesión.',
  admin: 'Un administrador, con sesión.',
};

/** A public route that still reads a token when one comes along. */
export const OPTIONAL_AUTH_LABEL = 'Cualquiera; si la petición lleva un token, la ruta lo lee.';

/** Where a parameter goes. */
export const PARAMETER_PLACES = { path: 'en la ruta', query: 'en la consulta', header: 'cabecera' } as const;

/** The words of a JSON Schema, in Spanish. */
export const SCHEMA_WORDS = {
  string: 'texto',
  integer: 'entero',
  number: 'número',
  boolean: 'sí o no',
  array: 'lista',
  object: 'objeto',
  null: 'null',
  any: 'cualquier valor',
  oneOf: (values: string) => `uno de: ${values}`,
  length: (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined
      ? `de ${min} a ${max} caracteres`
      : max !== undefined
        ? `hasta ${max} caracteres`
        : `al menos ${min} caracteres`,
  range: (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined
      ? `de ${min} a ${max}`
      : max !== undefined
        ? `como mucho ${max}`
        : `al menos ${min}`,
  items: (max: number) => `hasta ${max} elementos`,
  pattern: 'con el patrón',
  format: 'formato',
  orNull: 'o null',
} as const;
