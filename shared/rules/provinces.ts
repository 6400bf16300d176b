/**
 * Spain's 52 provinces by their INE code (the first two digits of a postal code: 01 to 52), with the name the
 * shop shows. Used for a farm's location (its public page, the catalog's farm list) and anywhere else a place
 * must be one of them.
 */
import { POSTAL_CODE_PATTERN } from './pricing/postal-zones.js';

export const PROVINCES = {
  '01': 'Álava',
  '02': 'Albacete',
  '03': 'Alicante',
  '04': 'Almería',
  '05': 'Ávila',
  '06': 'Badajoz',
  '07': 'Illes Balears',
  '08': 'Barcelona',
  '09': 'Burgos',
  '10': 'Cáceres',
  '11': 'Cádiz',
  '12': 'Castellón',
  '13': 'Ciudad Real',
  '14': 'Córdoba',
  '15': 'A Coruña',
  '16': 'Cuenca',
  '17': 'Girona',
  '18': 'Granada',
  '19': 'Guadalajara',
  '20': 'Gipuzkoa',
  '21': 'Huelva',
  '22': 'Huesca',
  '23': 'Jaén',
  '24': 'León',
  '25': 'Lleida',
  '26': 'La Rioja',
  '27': 'Lugo',
  '28': 'Madrid',
  '29': 'Málaga',
  '30': 'Murcia',
  '31': 'Navarra',
  '32': 'Ourense',
  '33': 'Asturias',
  '34': 'Palencia',
  '35': 'Las Palmas',
  '36': 'Pontevedra',
  '37': 'Salamanca',
  '38': 'Santa Cruz de Tenerife',
  '39': 'Cantabria',
  '40': 'Segovia',
  '41': 'Sevilla',
  '42': 'Soria',
  '43': 'Tarragona',
  '44': 'Teruel',
  '45': 'Toledo',
  '46': 'Valencia',
  '47': 'Valladolid',
  '48': 'Bizkaia',
  '49': 'Zamora',
  '50': 'Zaragoza',
  '51': 'Ceuta',
  '52': 'Melilla',
} as const;

export type ProvinceCode = keyof typeof PROVINCES;
/** The codes in order, 01 to 52 (an object lists '10'..'52' before '01'..'09': integer-like keys come first). */
export const PROVINCE_CODES = (Object.keys(PROVINCES) as ProvinceCode[]).sort();

export const isProvinceCode = (value: unknown): value is ProvinceCode =>
  typeof value === 'string' && Object.hasOwn(PROVINCES, value);

/** The province's name, or null for anything that is not one of the 52 codes. */
export const provinceName = (code: unknown): string | null => (isProvinceCode(code) ? PROVINCES[code] : null);

/** The province of a Spanish postal code (its first two digits), or null when it is not one. */
export function provinceOfPostalCode(postalCode: string): ProvinceCode | null {
  const trimmed = postalCode.trim();
  return POSTAL_CODE_PATTERN.test(trimmed) ? (trimmed.slice(0, 2) as ProvinceCode) : null;
}

/** The province of the first postal code found in an address ("Camino 12, 04700 El Ejido"), or null. */
export function provinceOfAddress(address: string): ProvinceCode | null {
  for (const match of address.matchAll(/(?<!\d)(\d{5})(?!\d)/g)) {
    const code = provinceOfPostalCode(match[1] as string);
    if (code) return code;
  }
  return null;
}
