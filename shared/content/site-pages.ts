/**
 * The shop's public pages as search engines should know them: the sitemap lists these plus every blog post
 * and every active product (services/seo), and robots.txt keeps crawlers out of the private areas.
 */
import { BLOG_CATEGORIES, BLOG_POSTS } from './blog.js';

/** Static public pages, most important first. */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/products',
  '/blog',
  '/guide',
  '/faq',
  '/about',
  '/contact',
  '/register-producer',
  // The legal pages (docs/legal.md).
  '/aviso-legal',
  '/privacidad',
  '/condiciones',
  '/cookies',
];

/** Paths no crawler needs: the API, the local-only helpers, signed-in areas and account forms. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/v1/',
  '/oauth/',
  '/_local/',
  '/admin/',
  '/producer/',
  '/profile',
  '/checkout',
  '/orders',
  '/order-confirmation/',
  '/cart',
  '/login',
  // "$" ends the pattern (Google, Bing): /register-producer stays open, it is where farms start selling.
  '/register$',
  '/confirm-account',
  '/forgot-password',
  '/reset-password',
  '/access-denied',
  '/maintenance',
];

/** Blog pages with the date they last changed (ISO date). */
export function blogPages(): { path: string; lastModified?: string }[] {
  return [
    ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.id}`, lastModified: post.date })),
    ...BLOG_CATEGORIES.map((category) => ({
      path: `/blog/category/${category.id}`,
      lastModified: BLOG_POSTS.filter((post) => post.categoryId === category.id)
        .map((post) => post.date)
        .sort()
        .at(-1),
    })),
  ];
}
