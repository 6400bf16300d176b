import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, link } from '../../test/utils';
import { BLOG_CATEGORIES, BLOG_IMAGE_SIZE, BLOG_POSTS, blogImageUrl, postsIn } from './blog-data';
import BlogCategoryScreen from './BlogCategoryScreen';
import BlogListScreen from './BlogListScreen';
import BlogPostScreen from './BlogPostScreen';

const blogRoutes = [
  { path: '/blog', element: <BlogListScreen /> },
  { path: '/blog/category/:categoryId', element: <BlogCategoryScreen /> },
  { path: '/blog/:id', element: <BlogPostScreen /> },
];

/** Width and height of a WebP file (VP8X, VP8 or VP8L header). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  const bits = bytes.readUInt32LE(21);
  return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
}

/** Today's date for the content: 22 November 2026 (the copyright line's year). */
const TODAY = '2026-11-22';

describe('blog', () => {
  it('gives every post a real 1200x675 WebP illustration and a believable date', () => {
    for (const post of BLOG_POSTS) {
      // Tests run from the repository root (vitest.config.ts).
      const file = join(process.cwd(), 'web', 'public', blogImageUrl(post));
      const bytes = readFileSync(file);
      expect(bytes.length, post.id).toBeGreaterThan(10_000);
      expect(webpSize(bytes), post.id).toEqual(BLOG_IMAGE_SIZE);
      expect(post.imageAlt.length, post.id).toBeGreaterThan(20);
      // Recent, and never in the future: the newest post is from this season.
      expect(post.date <= TODAY, post.id).toBe(true);
      expect(post.date >= '2026-01-01', post.id).toBe(true);
    }
  });

  it('has a few posts in two categories, each post in a known category', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3);
    expect(BLOG_CATEGORIES).toHaveLength(2);
    for (const post of BLOG_POSTS) expect(BLOG_CATEGORIES.map((c) => c.id)).toContain(post.categoryId);
    expect(new Set(BLOG_POSTS.map((post) => post.id)).size).toBe(BLOG_POSTS.length);
  });

  it('lists every post, newest first, with links to each', () => {
    renderRoutes(blogRoutes, { path: '/blog' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(postsIn().map((post) => post.title));
    expect(
      screen.getByRole('link', { name: 'De la flor al fruto: el ciclo de la pitahaya' }),
    ).toHaveAttribute('href', '/blog/de-la-flor-al-fruto');
  });

  it('lists the posts of a category', () => {
    renderRoutes(blogRoutes, { path: '/blog/category/en-la-cocina' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('En la cocina');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(postsIn('en-la-cocina').length);
    const categories = within(screen.getByRole('navigation', { name: 'Categorías del blog' }));
    expect(categories.getByRole('link', { name: 'En la cocina' })).toHaveAttribute('aria-current', 'page');
    expect(categories.getByRole('link', { name: 'Todas' })).not.toHaveAttribute('aria-current');
  });

  it('shows a post', () => {
    renderRoutes(blogRoutes, { path: '/blog/tres-recetas-con-pitahaya' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tres recetas sencillas con pitahaya',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Bol de desayuno' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: /Un jugo, una pitahaya roja cortada/ });
    expect(image).toHaveAttribute('src', '/blog/tres-recetas-con-pitahaya.webp');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
  });

  it('shows each card with its illustration: sized, decorative, lazy below the first row', () => {
    const { container } = renderRoutes(blogRoutes, { path: '/blog' });
    const images = [...container.querySelectorAll('.post-card__image')];
    expect(images).toHaveLength(BLOG_POSTS.length);
    for (const [index, image] of images.entries()) {
      expect(image).toHaveAttribute('alt', '');
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '675');
      expect(image).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
    }
  });

  it('shows not-found content for an unknown post or category', () => {
    const { unmount } = renderRoutes(blogRoutes, { path: '/blog/no-existe' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Artículo no encontrado');
    expect(link('Volver al inicio')).toHaveAttribute('href', '/');
    unmount();
    renderRoutes(blogRoutes, { path: '/blog/category/no-existe' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Categoría no encontrada');
  });
});
