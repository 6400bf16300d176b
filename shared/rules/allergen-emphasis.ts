/**
 * Allergens emphasised in a list of ingredients (Reg. (EU) 1169/2011 art. 21.1.b: the name of a substance of
 * annex II is emphasised, by typeset, in the list of ingredients). The farm declares which allergens a product
 * contains; this finds their usual Spanish names in the ingredients the farm wrote, so the page can set them in
 * bold, and the page also lists them after «Contiene:» (a product whose ingredients name none still says so).
 */
import type { Allergen } from '../constants/legal-facts.js';

/** The words that name each allergen in a Spanish list of ingredients (lower case, without accents). */
const ALLERGEN_WORDS: Readonly<Record<Allergen, readonly string[]>> = {
  gluten: ['gluten', 'trigo', 'centeno', 'cebada', 'avena', 'espelta', 'kamut'],
  crustaceos: ['crustaceo', 'gamba', 'langostino', 'cangrejo', 'cigala', 'bogavante', 'langosta'],
  huevos: ['huevo', 'ovoproducto', 'albumina'],
  pescado: ['pescado', 'anchoa', 'atun', 'bacalao', 'merluza', 'salmon'],
  cacahuetes: ['cacahuete', 'mani'],
  soja: ['soja'],
  leche: ['leche', 'lactosa', 'nata', 'mantequilla', 'queso', 'yogur', 'suero lacteo', 'caseina'],
  frutos_de_cascara: [
    'almendra',
    'avellana',
    'nuez',
    'nueces',
    'anacardo',
    'pacana',
    'nuez de brasil',
    'pistacho',
    'macadamia',
    'frutos de cascara',
  ],
  apio: ['apio'],
  mostaza: ['mostaza'],
  sesamo: ['sesamo'],
  sulfitos: ['sulfito', 'metabisulfito', 'bisulfito', 'dioxido de azufre', 'anhidrido sulfuroso'],
  altramuces: ['altramuz', 'altramuces'],
  moluscos: ['molusco', 'mejillon', 'almeja', 'calamar', 'pulpo', 'sepia', 'ostra', 'berberecho'],
};

export interface IngredientPart {
  text: string;
  /** Names a declared allergen: set in bold. */
  allergen: boolean;
}

/** Lower case without accents, one character for one (so positions stay those of the original text). */
const fold = (text: string): string => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

const LETTER = /[\p{L}\p{N}]/u;

/** The ingredients cut into parts, the words naming a declared allergen (and their plural) marked. */
export function emphasiseAllergens(ingredients: string, allergens: readonly Allergen[]): IngredientPart[] {
  // Fold character by character so every index of the folded text is an index of the original.
  const chars = [...ingredients];
  const folded = chars.map((char) => fold(char) || char);
  const text = folded.join('');
  const offsets: number[] = [];
  let at = 0;
  for (const char of folded) {
    offsets.push(at);
    at += char.length;
  }
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const allergen of allergens) {
    for (const word of ALLERGEN_WORDS[allergen]) {
      let from = 0;
      for (;;) {
        const found = text.indexOf(word, from);
        if (found < 0) break;
        from = found + word.length;
        const start = offsets.indexOf(found);
        if (start < 0) continue;
        let end = start;
        while (end < chars.length && offsets[end]! < found + word.length) end += 1;
        // Whole words only, or their plural («avellanas», «huevos»): «apionada» is not «apio».
        if (start > 0 && LETTER.test(chars[start - 1]!)) continue;
        const rest = folded.slice(end, end + 3).join('');
        const plural = /^es(?![\p{L}\p{N}])/u.test(rest) ? 2 : /^s(?![\p{L}\p{N}])/u.test(rest) ? 1 : 0;
        end += plural;
        if (end < chars.length && LETTER.test(chars[end]!)) continue;
        for (let i = start; i < end; i += 1) marked[i] = true;
      }
    }
  }
  const parts: IngredientPart[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    const last = parts.at(-1);
    if (last && last.allergen === marked[i]) last.text += chars[i];
    else parts.push({ text: chars[i]!, allergen: marked[i]! });
  }
  return parts;
}
