/**
 * A product's legal facts as values (docs/legal.md): its withdrawal right's classes and period, the 14 allergens and the
 * bounds of the food information and plant passport texts. Its own module (re-exported by legal.ts) so that the
 * products' schemas and rules, bundled by the products and orders functions, do not carry the legal pages.
 */

/** Days the consumer has to withdraw, counted from the delivery (TRLGDCU art. 104). */
export const WITHDRAWAL_DAYS = 14;

/**
 * A product's withdrawal right (TRLGDCU art. 103): `allowed`, or the exemption that applies: goods that
 * deteriorate or expire rapidly (d), goods sealed for health or hygiene reasons once unsealed (e), goods made
 * to the consumer's specifications (c).
 */
export const WITHDRAWAL_CLASSES = ['allowed', 'perishable', 'sealed', 'personalised'] as const;
export type WithdrawalClass = (typeof WITHDRAWAL_CLASSES)[number];
export type WithdrawalExemption = Exclude<WithdrawalClass, 'allowed'>;

export const isWithdrawalClass = (value: unknown): value is WithdrawalClass =>
  typeof value === 'string' && (WITHDRAWAL_CLASSES as readonly string[]).includes(value);

/**
 * The 14 substances or products causing allergies or intolerances (Reg. (EU) 1169/2011, annex II), by code, in
 * the annex's order.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceos',
  'huevos',
  'pescado',
  'cacahuetes',
  'soja',
  'leche',
  'frutos_de_cascara',
  'apio',
  'mostaza',
  'sesamo',
  'sulfitos',
  'altramuces',
  'moluscos',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Readonly<Record<Allergen, string>> = {
  gluten: 'Cereales con gluten',
  crustaceos: 'Crustáceos',
  huevos: 'Huevos',
  pescado: 'Pescado',
  cacahuetes: 'Cacahuetes',
  soja: 'Soja',
  leche: 'Leche (incluida la lactosa)',
  frutos_de_cascara: 'Frutos de cáscara',
  apio: 'Apio',
  mostaza: 'Mostaza',
  sesamo: 'Granos de sésamo',
  sulfitos: 'Dióxido de azufre y sulfitos',
  altramuces: 'Altramuces',
  moluscos: 'Moluscos',
};

export const isAllergen = (value: unknown): value is Allergen =>
  typeof value === 'string' && (ALLERGENS as readonly string[]).includes(value);

/** Food information texts' bounds (characters). */
export const FOOD_INGREDIENTS_MAX = 1000;
export const FOOD_NET_QUANTITY_MAX = 40;
export const FOOD_STORAGE_MAX = 300;
/** A plant's botanical name, a farm's plant operator registration number (characters). */
export const BOTANICAL_NAME_MAX = 100;
/** A product's legal facts written as text, by field: the longest each may be (the form's `maxLength`). */
export const LEGAL_TEXT_FACT_MAX = {
  ingredients: FOOD_INGREDIENTS_MAX,
  netQuantity: FOOD_NET_QUANTITY_MAX,
  storage: FOOD_STORAGE_MAX,
  botanicalName: BOTANICAL_NAME_MAX,
} as const;
export type LegalTextFact = keyof typeof LEGAL_TEXT_FACT_MAX;
export const PLANT_OPERATOR_MAX = 40;
