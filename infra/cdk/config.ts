/**
 * Deployment settings: CDK context (`-c key=value` or cdk.json) first, then environment variables, then defaults.
 *
 * | context          | env                      | default                                     |
 * |------------------|--------------------------|---------------------------------------------|
 * | stage            | PITAHAYA_STAGE           | prod                                        |
 * | corsOrigins      | PITAHAYA_CORS_ORIGINS    | https://<each domainName>, else '*'         |
 * | domainNames      | PITAHAYA_DOMAIN_NAMES    | none (CloudFront default domain)            |
 * | certificateArn   | PITAHAYA_CERTIFICATE_ARN | none (ACM, us-east-1; needed with domains) |
 * | webDist          | PITAHAYA_WEB_DIST        | web/dist                                    |
 * | throttleRate     | PITAHAYA_THROTTLE_RATE   | 50 requests/second                          |
 * | throttleBurst    | PITAHAYA_THROTTLE_BURST  | 100 requests                                |
 */
import type { Node } from 'constructs';
import { WEB_DIST } from './paths.js';

export interface DeployConfig {
  /** Stage name: part of the stack name (`Pitahaya-<stage>`) and of the API name. */
  stage: string;
  /** Origins allowed to PUT to the image bucket with a presigned URL (browser CORS). */
  corsOrigins: string[];
  /** Custom domain names of the distribution (needs certificateArn). */
  domainNames: string[];
  certificateArn?: string;
  /** Directory of the built SPA. */
  webDist: string;
  throttle: { rateLimit: number; burstLimit: number };
}

type Source = Pick<Node, 'tryGetContext'>;

function raw(node: Source, key: string, envName: string): unknown {
  const fromContext: unknown = node.tryGetContext(key);
  if (fromContext !== undefined && fromContext !== null && fromContext !== '') return fromContext;
  const fromEnv = process.env[envName];
  return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
}

function list(value: unknown): string[] {
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

function text(value: unknown): string | undefined {
  return value === undefined ? undefined : String(value).trim() || undefined;
}

function positiveNumber(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number, got ${String(value)}`);
  return parsed;
}

export function readConfig(node: Source): DeployConfig {
  const stage = text(raw(node, 'stage', 'PITAHAYA_STAGE')) ?? 'prod';
  if (!/^[a-zA-Z][a-zA-Z0-9-]{0,30}$/.test(stage)) throw new Error(`Invalid stage name: ${stage}`);
  const domainNames = list(raw(node, 'domainNames', 'PITAHAYA_DOMAIN_NAMES'));
  const certificateArn = text(raw(node, 'certificateArn', 'PITAHAYA_CERTIFICATE_ARN'));
  if (domainNames.length > 0 && !certificateArn) {
    throw new Error('domainNames needs certificateArn (an ACM certificate in us-east-1)');
  }
  const explicitOrigins = list(raw(node, 'corsOrigins', 'PITAHAYA_CORS_ORIGINS'));
  const corsOrigins =
    explicitOrigins.length > 0
      ? explicitOrigins
      : domainNames.length > 0
        ? domainNames.map((domain) => `https://${domain}`)
        : ['*'];
  return {
    stage,
    corsOrigins,
    domainNames,
    ...(certificateArn ? { certificateArn } : {}),
    webDist: text(raw(node, 'webDist', 'PITAHAYA_WEB_DIST')) ?? WEB_DIST,
    throttle: {
      rateLimit: positiveNumber(raw(node, 'throttleRate', 'PITAHAYA_THROTTLE_RATE'), 50, 'throttleRate'),
      burstLimit: positiveNumber(raw(node, 'throttleBurst', 'PITAHAYA_THROTTLE_BURST'), 100, 'throttleBurst'),
    },
  };
}
