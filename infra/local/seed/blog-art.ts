/**
 * The blog's illustrations (one per post, 1200x675), composed from the seed images' SVG sources (the same
 * drawn fruit, glass, ice cream...) on scenes of their own, then rendered to WebP by render-images.ts like the
 * product images. The composed SVG sources are written to ./images/blog/ and the WebP files to
 * web/public/blog/, which the SPA serves as /blog/<post id>.webp.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BLOG_ART_SIZE = { width: 1200, height: 675 } as const;

interface Placement {
  /** Stem of a seed image (./images/<stem>.svg). */
  image: string;
  x: number;
  y: number;
  size: number;
  /** Also keep the image's ground shadow (default true). */
  shadow?: boolean;
}

let counter = 0;

/**
 * A seed image as a nested <svg> placed in the scene: its background and scattered dots dropped, its ids
 * prefixed (gradient ids repeat across the sources and are document-wide inside one SVG).
 */
export function embed(imagesDir: string, { image, x, y, size, shadow = true }: Placement): string {
  const source = readFileSync(join(imagesDir, `${image}.svg`), 'utf8');
  const prefix = `i${(counter += 1)}-`;
  let inner = source
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/^\s*<rect width="800" height="800"[^>]*\/>\s*$/m, '')
    .replace(/^ {2}<circle [^>]*opacity="0\.35"\/>\s*$/gm, '');
  if (!shadow) inner = inner.replace(/^ {2}<ellipse [^>]*filter="url\(#soft\)"\/>\s*$/gm, '');
  inner = inner
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 800 800">${inner}</svg>`;
}

/** Soft round dots scattered over the background, always the same (a small LCG, no Math.random). */
function dots(color: string, count: number, seed: number): string {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const out: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const cx = (next() * BLOG_ART_SIZE.width).toFixed(1);
    const cy = (next() * BLOG_ART_SIZE.height).toFixed(1);
    const r = (5 + next() * 12).toFixed(1);
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.3"/>`);
  }
  return out.join('');
}

function scene(title: string, background: string, body: string): string {
  const { width, height } = BLOG_ART_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${title}</title>`,
    background,
    body,
    '</svg>',
    '',
  ].join('\n');
}

const linear = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A white night-blooming pitahaya flower: layered petals around a yellow heart. */
function flower(cx: number, cy: number, radius: number): string {
  const petals: string[] = [];
  for (const [count, length, width, color, turn] of [
    [12, radius, radius * 0.3, '#f1f8e9', 0],
    [10, radius * 0.78, radius * 0.26, '#ffffff', 15],
    [8, radius * 0.55, radius * 0.2, '#fffde7', 8],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const angle = (360 / count) * index + turn;
      petals.push(
        `<ellipse cx="${cx}" cy="${cy - length / 2}" rx="${width / 2}" ry="${length / 2}" fill="${color}" stroke="#c5e1a5" stroke-width="2" transform="rotate(${angle} ${cx} ${cy})"/>`,
      );
    }
  }
  const stamens: string[] = [];
  for (let index = 0; index < 16; index += 1) {
    const angle = ((Math.PI * 2) / 16) * index;
    const x = cx + Math.cos(angle) * radius * 0.16;
    const y = cy + Math.sin(angle) * radius * 0.16;
    stamens.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(radius * 0.03).toFixed(1)}" fill="#fbc02d"/>`,
    );
  }
  return `${petals.join('')}<circle cx="${cx}" cy="${cy}" r="${radius * 0.14}" fill="#fff59d"/>${stamens.join('')}`;
}

/** A segment of the climbing cactus: a three-ribbed green stem. */
function stem(x: number, y: number, length: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M -26 0 C -30 ${-length * 0.5} -18 ${-length * 0.9} 0 ${-length} C 18 ${-length * 0.9} 30 ${-length * 0.5} 26 0 Z" fill="url(#stem)"/><path d="M 0 -8 L 0 ${-length + 14}" stroke="#1b5e20" stroke-width="5" stroke-linecap="round" opacity="0.55"/></g>`;
}

/** The arrow between the stages of a scene. */
function arrow(x: number, y: number): string {
  return `<path d="M ${x} ${y} h 60 m -18 -18 l 18 18 l -18 18" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`;
}

/** A round green badge with a check mark. */
function check(cx: number, cy: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="54" fill="#2e7d32" stroke="#ffffff" stroke-width="8"/><path d="M ${cx - 24} ${cy + 2} l 16 17 l 32 -36" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Post id -> the illustration's SVG source (the text alternatives live with the posts, blog-data.ts). */
export function blogArt(imagesDir: string): Record<string, { svg: string }> {
  counter = 0;
  const { width, height } = BLOG_ART_SIZE;
  const place = (placement: Placement) => embed(imagesDir, placement);
  return {
    'variedades-de-pitahaya': {
      svg: scene(
        'Pitahaya roja, blanca y amarilla',
        `<defs>${linear('bg', '#fde8f1', '#f3d9f7', false)}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${dots('#d81b73', 14, 7)}`,
        [
          place({ image: 'pitahaya-roja', x: -10, y: 110, size: 520 }),
          place({ image: 'pitahaya-blanca', x: 340, y: 90, size: 560 }),
          place({ image: 'pitahaya-amarilla', x: 700, y: 120, size: 500 }),
        ].join(''),
      ),
    },
    'tres-recetas-con-pitahaya': {
      svg: scene(
        'Batido, ensalada y helado de pitahaya',
        `<defs>${linear('bg', '#e8f5e9', '#fff3e0', false)}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${dots('#43a047', 12, 21)}<rect y="${height - 120}" width="${width}" height="120" fill="#d7ccc8" opacity="0.55"/>`,
        [
          place({ image: 'jugo', x: 10, y: 90, size: 520 }),
          place({ image: 'pitahaya-corte', x: 340, y: 120, size: 520 }),
          place({ image: 'helado', x: 690, y: 80, size: 520 }),
        ].join(''),
      ),
    },
    'como-elegir-una-pitahaya-madura': {
      svg: scene(
        'Cómo elegir una pitahaya madura',
        `<defs>${linear('bg', '#fff8e1', '#fce4ec')}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${dots('#f06292', 12, 33)}`,
        [
          `<g opacity="0.8">${place({ image: 'pitahaya-segunda', x: 40, y: 170, size: 430 })}</g>`,
          place({ image: 'pitahaya-roja', x: 470, y: 40, size: 640 }),
          check(1030, 170),
        ].join(''),
      ),
    },
    'de-la-flor-al-fruto': {
      svg: scene(
        'De la flor al fruto',
        `<defs>${linear('bg', '#1a237e', '#4a148c')}${linear('stem', '#66bb6a', '#2e7d32')}<radialGradient id="moon" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffde7"/><stop offset="1" stop-color="#fff59d"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${dots('#ffffff', 30, 45)}<circle cx="1080" cy="110" r="58" fill="url(#moon)"/><circle cx="1104" cy="92" r="52" fill="#283593" opacity="0.9"/>`,
        [
          stem(250, 690, 420, -8),
          stem(200, 420, 240, -48),
          stem(330, 470, 260, 40),
          flower(300, 250, 190),
          arrow(560, 340),
          stem(850, 700, 360, 6),
          place({ image: 'pitahaya-roja', x: 640, y: 40, size: 520, shadow: false }),
        ].join(''),
      ),
    },
  };
}
