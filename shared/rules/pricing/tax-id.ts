/**
 * Spanish tax ids, checked as the Agencia Tributaria computes them (Orden EHA/451/2008 for the CIF, Real
 * Decreto 1065/2007 art. 19-22 for the NIF): a DNI-NIF (8 digits + letter), an NIE (X/Y/Z + 7 digits + letter)
 * and a company's NIF, the old CIF (letter + 7 digits + control digit or letter). Pure: used by the schemas
 * of the profile (a farm's fiscal data) and the checkout (a complete invoice's buyer).
 */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

/** The id as it is checked and stored: upper case, without spaces, dots or dashes. */
export const normalizeTaxId = (value: string): string => value.toUpperCase().replace(/[\s.-]/g, '');

function validDni(id: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(id);
  return !!match && DNI_LETTERS[Number(match[1]) % 23] === match[2];
}

function validNie(id: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const prefix = String('XYZ'.indexOf(match[1] as string));
  return DNI_LETTERS[Number(prefix + match[2]) % 23] === match[3];
}

function validCif(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, kind, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[i]);
    if (i % 2 === 1) sum += digit;
    else {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  const check = (10 - (sum % 10)) % 10;
  // Letter controls for these kinds, digit controls for companies with capital (A, B, E, H), either for the rest.
  if ('KPQRSNW'.includes(kind)) return control === CIF_LETTERS[check];
  if ('ABEH'.includes(kind)) return control === String(check);
  return control === String(check) || control === CIF_LETTERS[check];
}

export type TaxIdKind = 'nif' | 'nie' | 'cif';

/** The kind of a valid id (after normalizeTaxId), or null when its format or control character is wrong. */
export function taxIdKind(value: string): TaxIdKind | null {
  const id = normalizeTaxId(value);
  if (validDni(id)) return 'nif';
  if (validNie(id)) return 'nie';
  if (validCif(id)) return 'cif';
  return null;
}

export const isValidTaxId = (value: string): boolean => taxIdKind(value) !== null;
