/**
 * The local stand-in for CloudFront's share-pages behaviours (/products/*, /fincas/*, the legal pages, /sitemap.xml, /robots.txt
 * go to the services/seo Lambda through a function URL in AWS): the gateway hands these paths to the same handler
 * with a function URL event (payload 2.0, routeKey $default) and the viewer's host in `x-pitahaya-host`, as
 * the CloudFront Function does (infra/cdk/constructs/share-pages.ts).
 */
import { legalPageOfPath } from '../../shared/constants/legal-pages.js';
import { SITE_HOST_HEADER } from '../../services/seo/site.js';
import { buildProxyEvent, eventHeaders, type RawRequest } from './lambda-event.js';

/** Paths the share pages answer (GET and HEAD only; everything else stays with the SPA and the API). */
export function isSharePagePath(method: string, rawPath: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return (
    /^\/(?:products|fincas)\/[^/]+\/?$/.test(rawPath) ||
    rawPath === '/sitemap.xml' ||
    rawPath === '/robots.txt' ||
    legalPageOfPath(rawPath) !== null
  );
}

/** The function URL event of a share page request. */
export function sharePageEvent(raw: RawRequest) {
  const { headers } = eventHeaders(raw.rawHeaders);
  const host = headers.host ?? `127.0.0.1:${raw.port}`;
  const forwarded: RawRequest = { ...raw, rawHeaders: [...raw.rawHeaders, SITE_HOST_HEADER, host] };
  return buildProxyEvent(forwarded, { routeKey: '$default', pathParameters: {} });
}
