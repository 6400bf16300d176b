export {
  apiRequest,
  buildUrl,
  configureApiClient,
  INTERCEPTOR_SKIP_ROUTES,
  isIntercepted,
  requiresAuth,
  resetApiClient,
  resetApiClientSession,
  timeoutFor,
  toQueryString,
  type ApiClientConfig,
  type ApiResponse,
  type QueryParams,
  type RequestOptions,
} from './client';
export { ApiError, errorMessage, isApiError, messageForStatus } from './errors';
export { shouldRetry, swrFetcher, type ApiKey } from './fetcher';
