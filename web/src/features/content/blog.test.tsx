import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/utils';
import { BLOG_CATEGORIES, BLOG_POSTS, postsIn } from './blog-data';
import BlogCategoryScreen from './BlogCategoryScreen';
import BlogListScreen from './BlogListScreen';
import BlogPostScreen from './BlogPostScreen';

const blogRoutes = [
  { path: '/blog', element: <BlogListScreen /> },
  { path: '/blog/category/:categoryId', element: <BlogCategoryScreen /> },
  { path: '/blog/:id', element: <BlogPostScreen /> },
];

describe('blog', () => {
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
  });

  it('shows not-found content for an unknown post or category', () => {
    const { unmount } = renderRoutes(blogRoutes, { path: '/blog/no-existe' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Artículo no encontrado');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    unmount();
    renderRoutes(blogRoutes, { path: '/blog/category/no-existe' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Categoría no encontrada');
  });
});
