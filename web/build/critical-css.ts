/**
 * The CSS a prerendered page inlines (docs/performance.md, "Only the first view's CSS in the HTML"): every rule
 * whose selector matches an element of the page's HTML, whatever its media query (a phone's and a desktop's
 * first view are both whole) and whatever state the element may take before the app runs (`:hover`, `:focus`,
 * `::before`, a folded panel's `[open]` are taken off the selector before it is matched), in the original order,
 * with the at-rules that define things (`@keyframes`, `@page`). The page paints with it alone.
 *
 * The whole stylesheets follow after the first paint (the after-paint script adds them, shared/utils/after-paint-script.ts)
 * and the app waits for them before it renders anything (web/src/lib/prerendered.ts). They come after the inline
 * rules, which are a subset of them in the same order: for any element and property, the last declaration of
 * the highest specificity is one of the whole stylesheets', the one it is without the inline rules. So nothing
 * of the first view changes when they arrive, and whatever the app renders next is styled as before.
 */
import { JSDOM } from 'jsdom';
import postcss, { type ChildNode, type Container } from 'postcss';

/** States an element of the first view can take before the app runs (the visitor's pointer, keyboard, ...). */
const STATE_PSEUDO_CLASSES = [
  'hover',
  'focus',
  'focus-visible',
  'focus-within',
  'active',
  'visited',
  'checked',
  'indeterminate',
  'disabled',
  'enabled',
  'invalid',
  'valid',
  'user-invalid',
  'user-valid',
  'placeholder-shown',
  'autofill',
  '-webkit-autofill',
  'target',
  'open',
  'popover-open',
  'modal',
  'fullscreen',
  'required',
  'optional',
  'read-only',
  'read-write',
  'empty',
];
const STATE_PSEUDO = new RegExp(`:(?:${STATE_PSEUDO_CLASSES.join('|')})(?![\\w-])`, 'g');
/** Pseudo-elements (`::before`, `::placeholder`, `::-webkit-scrollbar`, and the old one-colon forms). */
const PSEUDO_ELEMENT = /::?(?:before|after|first-line|first-letter)(?![\w-])|::[\w-]+(?:\([^)]*\))?/g;
/** A native folded panel or dialog opens without the app. */
const OPEN_ATTRIBUTE = /\[open\]/g;

/** `selector` without the states and pseudo-elements its element may take: what must be in the page. */
export function elementSelector(selector: string): string {
  const stripped = selector
    // `:not(:disabled)` taken off whole: the element may be in either state (without it, `:not(*)`).
    .replace(/:not\(([^()]*)\)/g, (not: string, inner: string) =>
      new RegExp(`${STATE_PSEUDO.source}|${PSEUDO_ELEMENT.source}|${OPEN_ATTRIBUTE.source}`).test(inner)
        ? ''
        : not,
    )
    .replace(PSEUDO_ELEMENT, '')
    .replace(STATE_PSEUDO, '')
    .replace(OPEN_ATTRIBUTE, '');
  // A compound left empty (`a :hover`, `> ::before`) means any element.
  return stripped.replace(/([>+~(,])\s*(?=[>+~),]|$)/g, '$1*').trim() || '*';
}

/** At-rules whose rules apply only under a condition: their rules are sorted one by one. */
const CONDITIONAL = new Set(['media', 'supports', 'container', 'layer']);

export interface CriticalCss {
  css: string;
  /** Style rules in all, and inline. */
  rules: { all: number; inline: number };
}

/** The rules of `css` that the page `html` needs to paint (its whole markup: what is not in it, it does not show). */
export function criticalCss(css: string, html: string): CriticalCss {
  const { document } = new JSDOM(html).window;
  const cache = new Map<string, boolean>();
  const inPage = (selector: string): boolean => {
    const element = elementSelector(selector);
    let found = cache.get(element);
    if (found === undefined) {
      try {
        found = document.querySelector(element) !== null;
      } catch {
        found = true; // a selector the matcher does not know stays inline: never a first view without its CSS
      }
      cache.set(element, found);
    }
    return found;
  };
  let all = 0;
  let inline = 0;
  /** `container`'s rules that match, the conditional at-rules holding any, every other at-rule. */
  const kept = (container: Container): ChildNode[] =>
    (container.nodes ?? []).flatMap((node): ChildNode[] => {
      if (node.type === 'comment') return [];
      if (node.type === 'rule') {
        all += 1;
        if (!node.selectors.some(inPage)) return [];
        inline += 1;
        return [node.clone()];
      }
      if (node.type === 'atrule' && CONDITIONAL.has(node.name) && node.nodes) {
        const children = kept(node);
        return children.length > 0 ? [node.clone({ nodes: children })] : [];
      }
      return [node.clone()]; // @keyframes, @font-face, @page, @property: as they are
    });
  const nodes = kept(postcss.parse(css));
  return { css: postcss.root({ nodes }).toString().trim(), rules: { all, inline } };
}
