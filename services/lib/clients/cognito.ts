/**
 * The Cognito client, created on first use and reused across invocations (see dynamodb.ts). Bounded
 * (client-setup.ts): a Cognito that does not answer costs at most ~2 x 3 s, then the route answers 503.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  COGNITO_CONNECT_TIMEOUT_MS,
  COGNITO_MAX_ATTEMPTS,
  COGNITO_REQUEST_TIMEOUT_MS,
} from '../../../shared/constants/aws-clients.js';
import { traceClient } from '../observability/tracer.js';
import { boundedRequests, clientLocation, lazyClient } from './client-setup.js';

// Each call a subsegment of the trace in AWS (services/lib/observability/tracer.ts).
export const cognito = lazyClient(() =>
  traceClient(
    new CognitoIdentityProviderClient({
      ...clientLocation('cognito'),
      maxAttempts: COGNITO_MAX_ATTEMPTS,
      requestHandler: boundedRequests(COGNITO_CONNECT_TIMEOUT_MS, COGNITO_REQUEST_TIMEOUT_MS),
    }),
  ),
);
