/**
 * Spanish postal codes and the delivery zones they fall in. A code is 5 digits whose first two are the province
 * (01 to 52, INE's numbering). Canarias (35, 38), Ceuta (51) and Melilla (52) are outside the IVA territory (they
 * have IGIC or IPSI: Ley 37/1992 art. 3), so the shop serves them only when an admin enables them.
 */
export const POSTAL_CODE_PATTERN = /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

export const isSpanishPostalCode = (value: string): boolean => POSTAL_CODE_PATTERN.test(value.trim());

export type DeliveryZone = 'peninsula' | 'baleares' | 'canarias' | 'ceuta' | 'melilla';

export function zoneOf(postalCode: string): DeliveryZone {
  const province = postalCode.trim().slice(0, 2);
  if (province === '07') return 'baleares';
  if (province === '35' || province === '38') return 'canarias';
  if (province === '51') return 'ceuta';
  if (province === '52') return 'melilla';
  return 'peninsula';
}

/** Zones outside the IVA territory: refused unless the admin enabled them. */
export const isOutsideVatTerritory = (zone: DeliveryZone): boolean =>
  zone === 'canarias' || zone === 'ceuta' || zone === 'melilla';
