/** The blog's posts live in shared/blog.ts: the SPA shows them, and the sitemap (services/seo) lists them. */
export * from '../../../../shared/blog.js';
