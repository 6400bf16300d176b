/** Messages of a farm editing its public page in the profile (ours: the original API has none for them). */
import { FARM_PAGE_LIMITS as L } from '../constants/farm-page.js';

/** Editing a farm's page (the profile): validation and errors. */
export const FARM_PAGE_MESSAGES = {
  producersOnly: 'Solo las fincas (cuentas de productor) tienen página pública.',
  slugInvalid: `La dirección de la página debe tener entre ${L.slugMin} y ${L.slugMax} caracteres: letras minúsculas sin tildes, números y guiones («finca-del-valle»).`,
  slugTaken: 'Esa dirección ya es de otra finca: elige otra.',
  storyInvalid: 'La historia de la finca debe ser un texto.',
  storyTooLong: `La historia de la finca no puede superar los ${L.storyMax} caracteres.`,
  provinceInvalid: 'Elige una de las 52 provincias de España.',
  postalCodeInvalid: 'El código postal debe tener 5 cifras de una provincia española (01 a 52).',
  photosInvalid: 'Las fotos de la finca deben ser una lista de fotos suyas.',
  tooManyPhotos: `La página de la finca admite como mucho ${L.photosMax} fotos.`,
  photoNotOwn: 'Esa foto no es de la página de tu finca.',
  nothingToUpdate: 'No hay datos válidos para actualizar',
  changedMeanwhile: 'La página de tu finca cambió mientras la editabas: recarga y vuelve a intentarlo.',
  updated: 'Página de la finca actualizada',
} as const;
