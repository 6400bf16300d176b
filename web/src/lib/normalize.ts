/**
 * Product names compared the way the products service guards them (services/lib/data/keys.ts normalizeText):
 * accents removed, lower-case, inner whitespace collapsed, trimmed. "  Pitahaya  ROJA " === "pitahaya roja".
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
