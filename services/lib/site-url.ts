/**
 * The site's address for links the services hand out (share pages, the card payment page's way back): from the
 * request, as CloudFront's viewer-request function and the local gateway pass the viewer's Host in
 * `x-pitahaya-host` (the origin request itself carries the origin's host); a host that is not a plain host name
 * falls back to SITE_URL, so nothing odd reaches a page or a redirect.
 */
export const SITE_HOST_HEADER = 'x-pitahaya-host';

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** https://<host> of the request, http for local hosts; SITE_URL (or the local default) otherwise. */
export function siteUrlOf(headers: Record<string, string | undefined>): string {
  const host = (headers[SITE_HOST_HEADER] ?? '').trim().toLowerCase();
  if (host && HOST.test(host)) {
    const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
    const proto = headers['x-forwarded-proto'] === 'http' || local ? 'http' : 'https';
    return `${proto}://${host}`;
  }
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * The site a browser request came from: the viewer's host as above, else the request's own `Origin` (a browser
 * sends it with every POST of the SPA), else SITE_URL.
 */
export function requestSiteUrl(headers: Record<string, string | undefined>): string {
  if (headers[SITE_HOST_HEADER]) return siteUrlOf(headers);
  const origin = headers.origin?.trim();
  if (origin) {
    try {
      const url = new URL(origin);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && HOST.test(url.host))
        return `${url.protocol}//${url.host}`;
    } catch {
      // not a URL: fall through
    }
  }
  return siteUrlOf(headers);
}
