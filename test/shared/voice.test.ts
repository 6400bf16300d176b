/**
 * One voice (docs/voice.md): neutral Spanish addressed with tú. This test reads every text a person can see
 * (string literals, template texts and JSX text of the web app, the shared messages, the services, the seed
 * data and the local stack's messages, the verification e-mail, and the words drawn in the seed and blog
 * images) and fails on vosotros forms and on the Spain-only words we decided
 * against, naming the file, the line and the text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where visible texts live. */
const SOURCES = ['web/src', 'shared', 'services', 'infra/local', 'infra/cdk/constructs/user-directory.ts'];
/** Images with words drawn in them (labels on jars and boxes). */
const IMAGE_SOURCES = 'infra/local/seed/images';

const LETTER = '\\p{L}';
const word = (pattern: string) => new RegExp(`(?<!${LETTER})(?:${pattern})(?!${LETTER})`, 'iu');

/** Rule name -> pattern. docs/voice.md has the glossary these come from. */
export const VOICE_RULES: Record<string, RegExp> = {
  // vosotros: hacéis, tenéis, podéis, sois, estáis, compráis...; vuestro; os; escribidnos.
  'verbo en vosotros (-áis / -éis)': word(`${LETTER}*(?:áis|éis)`),
  'pronombre vosotros / vuestro': word('vosotr[oa]s|vuestr[oa]s?'),
  'pronombre «os»': word('os'),
  'imperativo en vosotros (-dnos)': word(`${LETTER}+(?:adnos|ednos|idnos)`),
  // Spain-only words: what we say instead is in the glossary.
  'zumo (di: jugo)': word('zumos?'),
  'móvil (di: celular o teléfono)': word('móvil(?:es)?'),
  'ordenador (di: computadora)': word('ordenador(?:es)?'),
  'frigorífico / nevera (di: refrigerador)': word('frigoríficos?|neveras?'),
  'macedonia (di: ensalada de frutas)': word('macedonias?'),
  'coger (di: tomar o elegir)': word('coger|cojo|coges|coge|cogemos|cogen|cogí|cogió|cógelo|cógela'),
  'patata (di: papa)': word('patatas?'),
  'coche (di: auto)': word('coches?'),
  'caducar (di: ya no es válido / vence)': word(`caduc${LETTER}*`),
  'introducir un dato (di: escribe)': word(`introdu(?!cci)[cz]${LETTER}*`),
  'pinchar (di: haz clic o toca)': word(`pinch[ae]${LETTER}*`),
};

export function voiceProblems(text: string): string[] {
  return Object.entries(VOICE_RULES)
    .filter(([, pattern]) => pattern.test(text))
    .map(([rule]) => rule);
}

interface Found {
  where: string;
  text: string;
  rules: string[];
}

function files(path: string, pattern = /^(?!.*\.test\.tsx?$).*\.tsx?$/): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'testing') return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return files(child, pattern);
    return pattern.test(entry.name) ? [join(ROOT, child)] : [];
  });
}

/** The words of an SVG: its <title> and <text> elements. */
function svgTexts(file: string): { line: number; text: string }[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.flatMap((content, index) =>
    [...content.matchAll(/<(?:text|title)[^>]*>([^<]+)</g)].map((match) => ({
      line: index + 1,
      text: (match[1] ?? '').trim(),
    })),
  );
}

/** The visible texts of one source file: string literals, template texts, JSX text (not imports). */
const parsed = new Map<string, { line: number; text: string }[]>();

function textsOf(file: string): { line: number; text: string }[] {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = node.text.trim();
      if (text) texts.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, texts);
  return texts;
}

describe('one voice', () => {
  it('catches what it is meant to catch, and only that', () => {
    for (const bad of [
      '¿Qué hacéis con mis datos?',
      'Consultad vuestro pedido',
      'Os enviamos un código',
      'Escribidnos cuando queráis',
      'Zumo natural',
      'Desde tu móvil',
      'Guárdala en la nevera',
      'Introduce el código',
      'El código ha caducado',
      'Pincha aquí',
    ]) {
      expect(voiceProblems(bad), bad).not.toEqual([]);
    }
    for (const good of [
      '¿Qué hacen con mis datos?',
      'Consulta tu pedido',
      'Te enviamos un código',
      'Los países y los dos envíos',
      'Jugo natural desde tu celular',
      'Guárdala en el refrigerador',
      'Escribe el código',
      'Introducción',
      'Ya no es válido',
      'Haz clic aquí',
      'Sobre nosotros',
    ]) {
      expect(voiceProblems(good), good).toEqual([]);
    }
  });

  it('has no vosotros forms or Spain-only words in any visible text', () => {
    const found: Found[] = [];
    for (const source of SOURCES) {
      for (const file of files(source)) {
        for (const { line, text } of textsOf(file)) {
          const rules = voiceProblems(text);
          if (rules.length > 0) found.push({ where: `${relative(ROOT, file)}:${line}`, text, rules });
        }
      }
    }
    for (const file of files(IMAGE_SOURCES, /\.svg$/)) {
      for (const { line, text } of svgTexts(file)) {
        const rules = voiceProblems(text);
        if (rules.length > 0) found.push({ where: `${relative(ROOT, file)}:${line}`, text, rules });
      }
    }
    expect(found).toEqual([]);
    // Parsing every source file takes a few seconds on a busy machine.
  }, 60_000);

  it('reads a real amount of text (the scan is not empty)', () => {
    const count = SOURCES.flatMap((source) => files(source)).reduce(
      (sum, file) => sum + textsOf(file).length,
      0,
    );
    expect(count).toBeGreaterThan(2000);
    const drawn = files(IMAGE_SOURCES, /\.svg$/).flatMap(svgTexts);
    expect(drawn.map(({ text }) => text)).toContain('para jugos');
  }, 60_000);
});

/**
 * Straight double quotes around words of a Spanish text ("Pendiente") where the shop writes «Pendiente». Markup,
 * JSON, CSS and code in strings are not texts: a text with `<`, `=`, `{`, `[`, `;` or `\\` is left alone.
 */
const STRAIGHT_QUOTED = /"[¿¡]?\p{L}[^"]*"/u;
const CODE_LIKE = /[<=>{}[\];\\]/;
export const hasStraightQuotes = (text: string): boolean =>
  STRAIGHT_QUOTED.test(text) && !CODE_LIKE.test(text) && /\p{L}{2,} \p{L}{2,}/u.test(text);

/** Texts that keep straight quotes, each for a reason. */
const STRAIGHT_QUOTES_KEPT: Record<string, string> = {
  // The original design's exact text (the cancel's local check).
  'Solo se pueden cancelar pedidos en estado "Pendiente".': 'spec text, verbatim',
  // Values of the Cognito filter syntax, quoted as they must be typed.
  'El estado del filtro debe ser "Enabled" o "Disabled"': 'filter syntax',
};

describe('quotes in Spanish texts', () => {
  it('tells quoted words in a text from markup and code', () => {
    for (const quoted of ['Usa "¿Olvidaste tu contraseña?" para crearla.', 'Pulsa "Guardar" cuando acabes'])
      expect(hasStraightQuotes(quoted), quoted).toBe(true);
    for (const other of [
      'Usa «¿Olvidaste tu contraseña?» para crearla.',
      '<link rel="preload" as="image">',
      'a[href], [tabindex]:not([tabindex="-1"])',
      '{"url": "x", "card": "4242"}',
    ])
      expect(hasStraightQuotes(other), other).toBe(false);
  });

  it('has no straight double quotes in any visible Spanish text (the shop writes «»)', () => {
    const found: string[] = [];
    const kept = new Set<string>();
    for (const source of SOURCES) {
      for (const file of files(source)) {
        for (const { line, text } of textsOf(file)) {
          if (!hasStraightQuotes(text)) continue;
          if (STRAIGHT_QUOTES_KEPT[text]) kept.add(text);
          else found.push(`${relative(ROOT, file)}:${line}: ${text}`);
        }
      }
    }
    expect(found).toEqual([]);
    // Every exception still exists (a stale one would hide nothing and mislead).
    expect([...kept].sort()).toEqual(Object.keys(STRAIGHT_QUOTES_KEPT).sort());
  }, 60_000);
});

describe('user content is shown as text', () => {
  it('never turns a string into HTML in the web app (no dangerouslySetInnerHTML, innerHTML or outerHTML)', () => {
    const offenders = files('web/src')
      .filter((file) =>
        /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
