/** Messages of IVA, shipping, delivery zones and invoices (ours: the original API has none for them). */
import { amount } from './format.js';

/** "IVA incluido: 0,45 € al 4 %, 0,89 € al 10 %" (exempt: "exento de IVA"), for e-mails and notices. */
export function taxSummary(breakdown: readonly { rate: number; tax: number }[]): string {
  if (breakdown.length === 0) return '';
  if (breakdown.every((entry) => entry.rate === 0)) return 'exento de IVA';
  const parts = breakdown
    .filter((entry) => entry.rate > 0)
    .map((entry) => `${amount(entry.tax)} € al ${entry.rate} %`);
  return `IVA incluido: ${parts.join(', ')}`;
}

/** Checkout: postal codes, delivery zones, pickups and a complete invoice's buyer. */
export const CHECKOUT_PRICING_MESSAGES = {
  postalCodeInvalid: 'El código postal debe tener 5 cifras de una provincia española (01 a 52).',
  zoneNotServed:
    'Por ahora no enviamos a Canarias, Ceuta ni Melilla: allí no se aplica el IVA sino el IGIC o el IPSI. Elige una dirección de la península o de Baleares.',
  pickupFromInvalid: 'Indica las fincas donde recoges tu pedido con sus identificadores.',
  pickupNotOffered: (farm: string) => `${farm} no ofrece recogida en la finca: elige envío a domicilio.`,
  billingInvalid: 'Para una factura completa indica tu NIF, NIE o CIF y el nombre de facturación.',
  billingNifInvalid: 'El NIF, NIE o CIF no es válido: revisa los números y la letra de control.',
  billingNameRequired: 'Indica el nombre o la razón social de la factura.',
  billingNameTooLong: 'El nombre de facturación no puede superar los 150 caracteres.',
  billingAddressTooLong: 'La dirección de facturación no puede superar los 250 caracteres.',
} as const;

/** A product's IVA rate. */
export const TAX_RATE_MESSAGES = {
  taxRateInvalid: 'El IVA debe ser 4 %, 10 % o 21 %.',
} as const;

/** A farm's fiscal data and shipping terms (profile), and the shop's shipping settings. */
export const FARM_TERMS_MESSAGES = {
  fiscalInvalid: 'Indica tus datos fiscales: razón social, NIF o CIF y domicilio fiscal.',
  fiscalLegalNameRequired: 'Indica la razón social o el nombre del titular.',
  fiscalLegalNameTooLong: 'La razón social no puede superar los 150 caracteres.',
  fiscalNifInvalid: 'El NIF o CIF no es válido: revisa los números y la letra o cifra de control.',
  fiscalAddressRequired: 'Indica el domicilio fiscal.',
  fiscalAddressTooLong: 'El domicilio fiscal no puede superar los 250 caracteres.',
  producersOnly: 'Solo las fincas tienen datos fiscales y condiciones de envío.',
  shippingInvalid: 'Indica las condiciones de envío: la tarifa y, si quieres, desde qué importe es gratis.',
  shippingFeeInvalid: (max: number) => `La tarifa de envío debe estar entre 0 y ${amount(max)} €.`,
  freeFromInvalid: (max: number) => `El envío gratis debe empezar en un importe entre 0 y ${amount(max)} €.`,
  pickupInvalid: 'Para ofrecer recogida indica la dirección y el horario.',
  pickupAddressRequired: 'Indica la dirección donde se recoge.',
  pickupAddressTooLong: 'La dirección de recogida no puede superar los 250 caracteres.',
  pickupHoursRequired: 'Indica el horario de recogida.',
  pickupHoursTooLong: 'El horario de recogida no puede superar los 150 caracteres.',
  remoteZonesInvalid: 'Indica si se envía a Canarias, Ceuta y Melilla (sí o no).',
} as const;

/** Every message of this file (the web and the tests; a service imports the part it uses). */
export const PRICING_MESSAGES = /* @__PURE__ */ Object.assign(
  {},
  CHECKOUT_PRICING_MESSAGES,
  TAX_RATE_MESSAGES,
  FARM_TERMS_MESSAGES,
);
