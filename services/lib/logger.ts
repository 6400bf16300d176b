/** Structured JSON logs (Powertools). One logger per domain Lambda. */
import { Logger } from '@aws-lambda-powertools/logger';

export function createLogger(serviceName: string): Logger {
  return new Logger({ serviceName, logLevel: (process.env.POWERTOOLS_LOG_LEVEL as 'INFO' | undefined) ?? 'INFO' });
}
