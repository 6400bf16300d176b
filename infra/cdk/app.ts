/**
 * CDK entry (cdk.json: `npx tsx infra/cdk/app.ts`). Synthesises offline; see docs/infra.md for deploying.
 * Run the CLI with CDK_DISABLE_CLI_TELEMETRY=true and --no-notices.
 */
import { buildApp } from './pitahaya-app.js';

const { app } = buildApp();
app.synth();
