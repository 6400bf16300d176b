/**
 * Finds words the page breaks inside ("Últim|o", "Pendien-|te", "Valid|ez"), and words that stay whole but stick
 * out of the box they are laid out in (a label wider than its column, drawn over its neighbour): the browser
 * tests' check that a layout keeps labels, names and figures whole and inside their place
 * (docs/storefront-quality.md, "Content cannot break the layout").
 *
 * How: every visible text node is cut into words (split at spaces; a break right after a hyphen, a dash or a
 * slash is a normal break and allowed). Each word is measured with a Range: when its boxes sit on more than
 * one line, the word was broken. It counts as a defect only when the word would have fitted whole on one line
 * of its "frame": the nearest box whose width does not come from its content (a block in normal flow, not a
 * table cell, a flex or grid item or a shrink-to-fit box), or a max-width set on the way to it. So a 100-letter word typed by a producer may break
 * on a phone (it cannot fit anywhere), while a column header squeezed to the width of three letters, or a
 * stepper label split by a hyphen, is reported. Text that is hidden, visually hidden (clipped) or empty is
 * skipped. Text a user typed (`.user-text`) may also break a run of 30 characters or more, or a link or an
 * e-mail address within it, as base.css lets it.
 */
import type { Page } from 'playwright-core';

/** One word broken inside, or sticking out of its box, as the page shows it. */
export interface BrokenWord {
  /** `broken`: on more than one line; `overflowing`: whole, but past an edge of the box it is laid out in. */
  kind: 'broken' | 'overflowing';
  /** The word itself ("Último"). */
  word: string;
  /** The text around it (at most 80 characters). */
  text: string;
  /** Where: the element holding the text and two of its ancestors ("th < tr < thead"). */
  where: string;
  /** How many lines the word spans. */
  lines: number;
  /** The word's width whole (px) and the width of its frame (px; for an overflowing word, of its box). */
  width: number;
  frame: number;
}

/**
 * Browser-side (a string: this project's Node typings have no DOM, and the site's CSP refuses eval, so the
 * script goes through page.evaluate as an expression). `ROOT` is replaced by the scanned element's selector.
 */
const SCAN = `(() => {
  const root = document.querySelector(ROOT) || document.body;
  const BLOCKS = new Set(['block', 'flow-root', 'list-item']);
  const LAYOUTS = new Set(['flex', 'inline-flex', 'grid', 'inline-grid']);
  const hiddenCache = new Map();
  const isClipped = (element) => {
    if (!element || element === document.documentElement) return false;
    if (hiddenCache.has(element)) return hiddenCache.get(element);
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const clipped = (style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none' ||
      (style.overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) || isClipped(element.parentElement);
    hiddenCache.set(element, clipped);
    return clipped;
  };
  const innerWidth = (element) => {
    const style = getComputedStyle(element);
    return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  };
  /* The width of the nearest box whose width does not depend on what it holds, or a max-width on the way. */
  const frameWidth = (element) => {
    let bound = Infinity;
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.maxWidth.endsWith('px')) bound = Math.min(bound, parseFloat(style.maxWidth));
      const parent = node.parentElement;
      const parentDisplay = parent ? getComputedStyle(parent).display : 'block';
      const inFlow = style.position !== 'absolute' && style.position !== 'fixed' && style.float === 'none';
      if (BLOCKS.has(style.display) && inFlow && !LAYOUTS.has(parentDisplay) && !parentDisplay.startsWith('table'))
        return Math.min(bound, innerWidth(node));
    }
    return Math.min(bound, innerWidth(document.body));
  };
  const describe = (element) => {
    const parts = [];
    for (let node = element; node && parts.length < 3 && node !== document.body; node = node.parentElement) {
      const classes = [...node.classList].slice(0, 2).map((name) => '.' + name).join('');
      parts.push(node.localName + classes);
    }
    return parts.join(' < ');
  };
  /* The boxes the text must stay inside: every ancestor that is not inline, up to its frame (the nearest box
     whose width does not depend on what it holds, frameWidth above), and not past a box that clips what overflows
     it (an ellipsis, a scroller: nothing sticks out there for anyone to see). */
  const boxCache = new Map();
  const boxesOf = (element) => {
    if (boxCache.has(element)) return boxCache.get(element);
    const boxes = [];
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible') break;
      if (style.display !== 'inline' && style.display !== 'contents') boxes.push(node.getBoundingClientRect());
      const parent = node.parentElement;
      const parentDisplay = parent ? getComputedStyle(parent).display : 'block';
      if (BLOCKS.has(style.display) && !LAYOUTS.has(parentDisplay) && !parentDisplay.startsWith('table')) break;
    }
    boxCache.set(element, boxes);
    return boxes;
  };
  /* A word on two lines or more though it fits whole on one line of its frame: its lines and its frame. */
  const brokenInside = (rects, width, element) => {
    const tops = [];
    for (const rect of rects) {
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    if (tops.length < 2) return null;
    const frame = frameWidth(element);
    return width > frame + 0.5 ? null : { kind: 'broken', lines: tops.length, frame };
  };
  const found = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !/\\S\\S/.test(node.data)) continue;
    if (['script', 'style', 'noscript', 'option', 'title', 'textarea'].includes(element.localName)) continue;
    if (!element.checkVisibility({ visibilityProperty: true }) || isClipped(element)) continue;
    const typed = element.closest('.user-text') !== null;
    /* Words, each with the break it may take after a hyphen, a dash or a slash. */
    const words = /[^\\s\\-\\u2010-\\u2014/]+[\\-\\u2010-\\u2014/]*/g;
    for (let match = words.exec(node.data); match; match = words.exec(node.data)) {
      const word = match[0].replace(/[\\-\\u2010-\\u2014/]+$/, '');
      if (word.length < 2) continue;
      /* Text a user typed may break a run of 30 letters or more, a link or an address (base.css .user-text). */
      if (typed) {
        const start = node.data.lastIndexOf(' ', match.index) + 1;
        const end = node.data.indexOf(' ', match.index);
        const token = node.data.slice(start, end === -1 ? undefined : end);
        if (token.length >= 30 || /[/?=&@]|\\.\\w/.test(token)) continue;
      }
      range.setStart(node, match.index);
      range.setEnd(node, match.index + word.length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      /* A typed word wider than its own text block (a random code in a product name on a narrow card) must break. */
      if (typed) {
        const block = element.closest('.user-text');
        if (block && width > block.getBoundingClientRect().width - 1) continue;
      }
      const outside = boxesOf(element).find((box) =>
        rects.some((rect) => rect.left < box.left - 1.5 || rect.right > box.right + 1.5),
      );
      const defect = outside
        ? { kind: 'overflowing', lines: 1, frame: outside.width }
        : brokenInside(rects, width, element);
      if (!defect) continue;
      const start = Math.max(0, match.index - 30);
      found.push({
        kind: defect.kind,
        word,
        text: node.data.slice(start, start + 80).replace(/\\s+/g, ' ').trim(),
        where: describe(element),
        lines: defect.lines,
        width: Math.round(width),
        frame: Math.round(defect.frame),
      });
    }
  }
  return found;
})()`;

/** The words broken inside on the page as it is now (within `root`, the whole body by default). */
export async function brokenWords(page: Page, root = 'body'): Promise<BrokenWord[]> {
  return (await page.evaluate(SCAN.replace('ROOT', JSON.stringify(root)))) as BrokenWord[];
}

/** One line per word found, for a test's failure message: `label: «Último» on 2 lines ... in th < tr < thead`. */
export function describeBrokenWords(label: string, words: readonly BrokenWord[]): string[] {
  return words.map((word) =>
    word.kind === 'overflowing'
      ? `${label}: «${word.word}» sticks out of its box (${word.width} px word, ${word.frame} px box) in ${word.where}: "${word.text}"`
      : `${label}: «${word.word}» on ${word.lines} lines (${word.width} px in ${word.frame} px) in ${word.where}: "${word.text}"`,
  );
}
