/**
 * Text normalisation shared by the products service (name uniqueness, name sort, search) and the web app (the
 * producer form's name check): compatibility forms folded (NFKC: fullwidth "ｐｉｔａｈａｙａ" is "pitahaya",
 * the ligature "ﬁ" is "fi"), accents removed, case folded ("ß" is "ss"), inner whitespace collapsed, trimmed.
 * "  Pitahaya  ROJA " and "pitahaya roja" are the same name.
 *
 * NFKD is NFKC's decomposition (compatibility forms folded, accents split off as combining marks), so one
 * step does both; upper- then lower-casing is the case folding JavaScript offers (full folding of "ß", "ς").
 * Names stored before the NFKC step (in a name guard, the name sort key) differ only when they held such
 * compatibility characters.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
