/** The blog's posts live in shared/content/blog.ts: the SPA shows them, and the sitemap (services/seo) lists them. */
export * from '../../../../shared/content/blog.js';
