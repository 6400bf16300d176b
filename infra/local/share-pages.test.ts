import { describe, expect, it } from 'vitest';
import { isSharePagePath } from './share-pages.js';

describe('local share pages paths (as the CloudFront behaviours)', () => {
  it('sends product and farm pages, the sitemap and robots to the seo handler, GET and HEAD only', () => {
    for (const path of ['/products/p-1', '/products/p-1/', '/fincas/finca-del-valle', '/fincas/x/']) {
      expect(isSharePagePath('GET', path), path).toBe(true);
      expect(isSharePagePath('HEAD', path), path).toBe(true);
      expect(isSharePagePath('POST', path), path).toBe(false);
    }
    expect(isSharePagePath('GET', '/sitemap.xml')).toBe(true);
    expect(isSharePagePath('GET', '/robots.txt')).toBe(true);
  });

  it('sends the legal pages to it (their title, description and canonical address)', () => {
    for (const path of ['/aviso-legal', '/privacidad', '/condiciones', '/cookies', '/cookies/']) {
      expect(isSharePagePath('GET', path), path).toBe(true);
    }
    expect(isSharePagePath('GET', '/desistimiento')).toBe(false);
    expect(isSharePagePath('GET', '/condiciones/x')).toBe(false);
  });

  it('leaves the catalog, other client routes and deeper paths to the SPA', () => {
    for (const path of [
      '/products',
      '/fincas',
      '/fincas/',
      '/fincas/a/b',
      '/profile',
      '/v1/products/farms/x',
    ]) {
      expect(isSharePagePath('GET', path), path).toBe(false);
    }
  });
});
