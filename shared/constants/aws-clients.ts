/** Timeouts and attempts of the AWS SDK clients (the services' calls to Cognito, DynamoDB and S3). */

/** SDK calls to Cognito: connect and answer timeouts and attempts (the authorizer's own timeout is 5 s). */
export const COGNITO_CONNECT_TIMEOUT_MS = 1_000;
export const COGNITO_REQUEST_TIMEOUT_MS = 3_000;
export const COGNITO_MAX_ATTEMPTS = 2;
/**
 * SDK calls to DynamoDB: a connection or an answer that hangs fails (503 'Servicio temporalmente no
 * disponible.') well inside an API function's 10 s instead of the function timing out: at most
 * 2 x (1 + 3) s. Locally, SDK_REQUEST_TIMEOUT_MS may raise the answer timeout (DynamoDB Local on a busy laptop).
 */
export const DYNAMODB_CONNECT_TIMEOUT_MS = 1_000;
export const DYNAMODB_REQUEST_TIMEOUT_MS = 3_000;
export const DYNAMODB_MAX_ATTEMPTS = 2;
/** SDK calls to S3 (the images function copies up to 5 MB within its 30 s): connect, and socket idle, timeouts. */
export const S3_CONNECT_TIMEOUT_MS = 1_000;
export const S3_REQUEST_TIMEOUT_MS = 5_000;
