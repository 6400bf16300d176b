/** Structured JSON logs (Powertools); the level comes from POWERTOOLS_LOG_LEVEL. One logger per domain Lambda. */
import { Logger } from '@aws-lambda-powertools/logger';

export function createLogger(serviceName: string): Logger {
  return new Logger({ serviceName });
}
