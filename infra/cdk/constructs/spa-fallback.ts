/**
 * CloudFront Function (viewer request, default behaviour only): an extension-less path is a client-side route
 * of the SPA, so it is served the HTML of its prerendered shell (/shells/<name>.html for the public pages of
 * web/build/shell-routes.ts; a trailing slash is ignored; not under a query string, whose content differs
 * from the shell's) or /index.html. Only on the SPA behaviour, so
 * API and image 403/404s stay intact (a distribution-wide custom error response would rewrite those too).
 */
import { SHELL_FILES } from '../../../web/build/shell-routes.js';

const shells = Object.fromEntries(Object.entries(SHELL_FILES).map(([path, file]) => [path, `/${file}`]));

export const SPA_FALLBACK_FUNCTION_CODE = `var SHELLS = ${JSON.stringify(shells)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    var path = uri;
    while (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.substring(0, path.length - 1);
    var query = request.querystring ? Object.keys(request.querystring).length : 0;
    request.uri = (query === 0 && SHELLS[path]) || '/index.html';
  }
  return request;
}
`;
