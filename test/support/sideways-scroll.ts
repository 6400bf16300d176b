/**
 * Does the page scroll sideways? `document.scrollingElement.scrollWidth` past `innerWidth` means a phone user
 * can drag the whole page left and right (a button that does not wrap, a figure wider than its card). With it,
 * the elements that reach past the right edge, deepest first, so a failure names the culprit.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface SidewaysScroll {
  /** How many px the page scrolls sideways (0: none). */
  overflow: number;
  /** Up to 3 of the innermost elements whose box reaches past the viewport's right edge. */
  culprits: string[];
}

const MEASURE = `(() => {
  const width = window.innerWidth;
  const overflow = document.scrollingElement.scrollWidth - width;
  if (overflow <= 0) return { overflow: 0, culprits: [] };
  const describe = (element) => {
    const parts = [];
    for (let node = element; node && node !== document.body && parts.length < 3; node = node.parentElement) {
      const name = node.tagName.toLowerCase();
      const classes = [...node.classList].slice(0, 2).map((item) => '.' + item).join('');
      parts.push(name + classes);
    }
    const text = (element.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
    return parts.join(' < ') + ' (' + Math.round(element.getBoundingClientRect().right - width) + ' px past' +
      (text ? ', "' + text + '"' : '') + ')';
  };
  // Inside a box that clips or scrolls and itself fits (a table's scroller), an element does not widen the page.
  const clipped = (element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible' && node.getBoundingClientRect().right <= width + 0.5)
        return true;
    }
    return false;
  };
  const past = [...document.body.querySelectorAll('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.right > width + 0.5 && !clipped(element);
  });
  const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
  return { overflow, culprits: innermost.slice(0, 3).map(describe) };
})()`;

/** How far the page as it is now scrolls sideways, and what sticks out. */
export async function sidewaysScroll(page: Page): Promise<SidewaysScroll> {
  return (await page.evaluate(MEASURE)) as SidewaysScroll;
}

/** The page is no wider than `width`, its viewport's by default (the document's scroll width). */
export async function noSidewaysScroll(page: Page, width = page.viewportSize()?.width ?? 0): Promise<void> {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
}
