/**
 * The legal pages' texts (docs/legal.md, "Texts"): plain text with a few marks, so an admin can edit them in a
 * text box and nothing they type can become HTML:
 *
 *   ## Título          a section's heading
 *   - elemento         an item of a list (consecutive items make one list)
 *   (blank line)       ends a paragraph or a list
 *   [texto](/ruta)     a link to a page of the shop (only paths starting with "/")
 *   **texto**          emphasis
 *   {nombre} {nif} {domicilio} {email} {telefono} {registro}
 *                      the shop's identity (GET /v1/legal); a line whose value is empty is left out
 *
 * Pure: the SPA renders the blocks, the e-mails use the plain text.
 */

/** The shop's identity as the texts' placeholders read it. */
export interface LegalIdentityValues {
  name: string;
  nif: string;
  address: string;
  email: string;
  phone?: string | null;
  registry?: string | null;
}

/** Placeholder -> identity field. */
export const LEGAL_PLACEHOLDERS = {
  nombre: 'name',
  nif: 'nif',
  domicilio: 'address',
  email: 'email',
  telefono: 'phone',
  registro: 'registry',
} as const satisfies Record<string, keyof LegalIdentityValues>;

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; to: string };

export type LegalBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; parts: Inline[] }
  | { type: 'list'; items: Inline[][] };

export interface LegalSectionBlocks {
  /** The section's heading ('' for what comes before the first heading). */
  title: string;
  blocks: Exclude<LegalBlock, { type: 'heading' }>[];
}

const PLACEHOLDER = /\{(nombre|nif|domicilio|email|telefono|registro)\}/g;

/**
 * The text with its placeholders filled. A line with a placeholder whose value is empty (no phone, no registry
 * entry) is left out whole, so the page never says «Teléfono: » with nothing after it.
 */
export function fillPlaceholders(body: string, identity: LegalIdentityValues): string {
  return body
    .split('\n')
    .flatMap((line) => {
      let missing = false;
      const filled = line.replace(
        PLACEHOLDER,
        (match: string, name: keyof typeof LEGAL_PLACEHOLDERS, at: number, whole: string) => {
          const value = identity[LEGAL_PLACEHOLDERS[name]];
          const text = typeof value === 'string' ? value.trim() : '';
          if (!text) missing = true;
          // A value that ends a sentence with its own full stop («S. Coop. And.») takes the text's place: no «..».
          return text.endsWith('.') && whole[at + match.length] === '.' ? text.slice(0, -1) : text;
        },
      );
      return missing ? [] : [filled];
    })
    .join('\n');
}

const INLINE = /\[([^\]\n]+)\]\((\/[^)\s]*)\)|\*\*([^*\n]+)\*\*/g;

/** The inline parts of one line: text, emphasis and links to the shop's own pages. */
export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ type: 'text', text: line.slice(last, at) });
    if (match[1] !== undefined && match[2] !== undefined) {
      parts.push({ type: 'link', text: match[1], to: match[2] });
    } else {
      parts.push({ type: 'strong', text: match[3] ?? '' });
    }
    last = at + match[0].length;
  }
  if (last < line.length) parts.push({ type: 'text', text: line.slice(last) });
  return parts;
}

/** The blocks of a text (its placeholders filled first, by the caller). */
export function parseLegalText(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', parts: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list = [...(list ?? []), parseInline(line.slice(2).trim())];
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The blocks grouped under their headings (a page's numbered sections). */
export function legalSections(blocks: readonly LegalBlock[]): LegalSectionBlocks[] {
  const sections: LegalSectionBlocks[] = [];
  for (const block of blocks) {
    if (block.type === 'heading') sections.push({ title: block.text, blocks: [] });
    else {
      if (sections.length === 0) sections.push({ title: '', blocks: [] });
      (sections.at(-1) as LegalSectionBlocks).blocks.push(block);
    }
  }
  return sections;
}

/**
 * A text's sections with the shop's identity filled in, and those with a title: the contents' entries, numbered
 * from 1 (the legal pages in the app and in the share pages' HTML).
 */
export function filledLegalSections(
  body: string,
  identity: LegalIdentityValues,
): { sections: LegalSectionBlocks[]; titled: LegalSectionBlocks[] } {
  const sections = legalSections(parseLegalText(fillPlaceholders(body, identity)));
  return { sections, titled: sections.filter((section) => section.title !== '') };
}

/** A section's own anchor, from its title: «Opiniones de los productos» -> opiniones-de-los-productos. */
export const sectionAnchor = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const plainInline = (parts: readonly Inline[], siteUrl: string): string =>
  parts.map((part) => (part.type === 'link' ? `${part.text} (${siteUrl}${part.to})` : part.text)).join('');

/**
 * A text as plain text for an e-mail (the durable medium of TRLGDCU art. 98.7): headings in capitals, list items
 * with a dash, links followed by their absolute address.
 */
export function legalTextToPlain(body: string, identity: LegalIdentityValues, siteUrl: string): string {
  return parseLegalText(fillPlaceholders(body, identity))
    .map((block) => {
      if (block.type === 'heading') return block.text.toLocaleUpperCase('es');
      if (block.type === 'paragraph') return plainInline(block.parts, siteUrl);
      return block.items.map((item) => `- ${plainInline(item, siteUrl)}`).join('\n');
    })
    .join('\n\n');
}
