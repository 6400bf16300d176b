/**
 * The carriers a farm may name when it ships (issue 23): the usual parcel services in Spain, each with the
 * public page where a customer follows a parcel by its number, plus «Otro» (then the number is shown without a
 * link). Read by the schemas (the carrier must be one of these), the producer's screen (the choice), the
 * customer's order page and the shipping e-mail (the link). docs/producer-fulfilment.md, "Tracking".
 */

export const CARRIER_IDS = ['correos', 'seur', 'mrw', 'gls', 'dhl', 'nacex', 'ctt', 'ups', 'other'] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

/** A tracking number: letters and digits only, 6 to 40 of them (spaces and dashes typed are dropped). */
export const TRACKING_NUMBER_MIN_LENGTH = 6;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{6,40}$/;

/** What a shipment is tracked with: stored on each line shipped together, answered as `tracking`. */
export interface ShipmentTracking {
  carrier: CarrierId;
  number: string;
}

interface Carrier {
  name: string;
  /** The carrier's public tracking page, `{number}` standing for the (URL-encoded) number; none for «Otro». */
  url?: string;
}

export const CARRIERS: Readonly<Record<CarrierId, Carrier>> = {
  correos: {
    name: 'Correos',
    url: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={number}',
  },
  seur: {
    name: 'SEUR',
    url: 'https://www.seur.com/livetracking/?segOnlineIdentificador={number}&segOnlineIdioma=es',
  },
  mrw: {
    name: 'MRW',
    url: 'https://www.mrw.es/seguimiento_envios/MRW_resultados_consultas.asp?modo=nacional&envio={number}',
  },
  gls: { name: 'GLS', url: 'https://gls-group.com/ES/es/seguimiento-envios/?match={number}' },
  dhl: {
    name: 'DHL',
    url: 'https://www.dhl.com/es-es/home/tracking/tracking-parcel.html?submit=1&tracking-id={number}',
  },
  nacex: {
    name: 'Nacex',
    url: 'https://www.nacex.es/seguimientoDetalle.do?agencia_origen=&numero_albaran={number}',
  },
  ctt: { name: 'CTT Express', url: 'https://www.cttexpress.com/localizador-de-envios/?sc={number}' },
  ups: { name: 'UPS', url: 'https://www.ups.com/track?loc=es_ES&tracknum={number}' },
  other: { name: 'Otro' },
};

export const isCarrierId = (value: unknown): value is CarrierId =>
  typeof value === 'string' && (CARRIER_IDS as readonly string[]).includes(value);

/** A typed number as stored: spaces and dashes dropped, upper case ("ab 123-456" -> "AB123456"). */
export const normalizeTrackingNumber = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** The carrier's name as people read it ('SEUR'; «Otro» reads as 'otra empresa'). */
export const carrierName = (carrier: CarrierId): string =>
  carrier === 'other' ? 'otra empresa' : CARRIERS[carrier].name;

/** The carrier's tracking page for the number, or null when the carrier has none («Otro»). */
export function trackingUrl(tracking: ShipmentTracking): string | null {
  const pattern = CARRIERS[tracking.carrier]?.url;
  return pattern ? pattern.replace('{number}', encodeURIComponent(tracking.number)) : null;
}

/** «Enviado con SEUR · número AB123456» (the screens and the e-mail say it the same way). */
export const trackingText = (tracking: ShipmentTracking): string =>
  `Enviado con ${carrierName(tracking.carrier)} · número ${tracking.number}`;

/** A stored value read back (images of the stream, items): the tracking when it is well formed, else null. */
export function trackingOf(value: unknown): ShipmentTracking | null {
  if (!value || typeof value !== 'object') return null;
  const { carrier, number } = value as Record<string, unknown>;
  return isCarrierId(carrier) && typeof number === 'string' && TRACKING_NUMBER_PATTERN.test(number)
    ? { carrier, number }
    : null;
}
