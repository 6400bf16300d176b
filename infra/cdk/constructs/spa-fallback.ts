/**
 * CloudFront Function (viewer request, default behaviour only): an extension-less path is a client-side route
 * of the SPA, so it is served /index.html. Only on the SPA behaviour, so API and image 403/404s stay intact
 * (a distribution-wide custom error response would rewrite those too).
 */
export const SPA_FALLBACK_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;
