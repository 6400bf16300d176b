export {
  apiData,
  apiRequest,
  buildUrl,
  configureApiClient,
  resetApiClient,
  timeoutFor,
  toQueryString,
  type ApiClientConfig,
  type ApiResponse,
  type QueryParams,
  type RequestOptions,
} from './client';
export { ApiError, errorMessage, isApiError, messageForStatus } from './errors';
export { shouldRetry, swrFetcher, type ApiKey } from './fetcher';
