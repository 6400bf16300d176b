/**
 * Text normalisation shared by the products service (name uniqueness, name sort, search) and the web app (the
 * producer form's name check): accents removed, lower-case, inner whitespace collapsed, trimmed.
 * "  Pitahaya  ROJA " and "pitahaya roja" are the same name.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
