/**
 * The Lambda client, created on first use and reused across invocations (see dynamodb.ts). Only the migrations
 * function uses it, to go on in a new invocation of itself (services/migrations/handler.ts).
 */
import { LambdaClient } from '@aws-sdk/client-lambda';
import { readEnv } from '../env.js';
import { lazyClient } from './client-setup.js';

export const lambda = lazyClient(() => new LambdaClient({ region: readEnv().region }));
