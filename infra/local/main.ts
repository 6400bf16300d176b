/**
 * `npm start`: the whole marketplace on this machine, offline. Builds the SPA when web/dist is missing or
 * stale (in parallel with the emulators), starts DynamoDB Local, cognito-local, s3rver, the local
 * Stripe-compatible server and the gateway, provisions and seeds, and prints where to go. Ports: PORT (3000),
 * DYNAMODB_PORT (8000), COGNITO_PORT (9229), S3_PORT (4569), STRIPE_PORT (12111). Data in .local/.
 * LOG_LEVEL=debug for every request.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { banner } from './banner.js';
import { buildSpa, spaBuildReason } from './build-spa.js';
import { COMPONENT_NAMES, PORT_ENV, portsFromEnv, REPO_ROOT, type Ports } from './config.js';
import { assertPortsFree } from './ports.js';
import { checkJava, javaCommand } from './java.js';
import { createLogger, levelFromEnv } from './log.js';
import { failAndExit, handleSignals } from './run.js';
import { startLocalStack } from './stack.js';

const started = Date.now();
const log = createLogger(levelFromEnv(process.env.LOG_LEVEL));
const signals = handleSignals(log);

async function main(): Promise<void> {
  const java = checkJava(javaCommand());
  if (!java.ok) {
    log.error(java.reason);
    process.exit(1);
  }
  const ports = portsFromEnv();
  // Fail on a taken port before spending time on a build.
  await assertPortsFree(
    (Object.keys(ports) as (keyof Ports)[]).map((key) => ({
      port: ports[key],
      component: COMPONENT_NAMES[key],
      envName: PORT_ENV[key],
    })),
  );

  let build: Promise<void> = Promise.resolve();
  const reason = existsSync(join(REPO_ROOT, 'web', 'vite.config.ts')) ? spaBuildReason(REPO_ROOT) : null;
  if (reason) {
    log.info(`Compilando la web con npm run build (${reason})...`);
    const buildStarted = Date.now();
    build = buildSpa(REPO_ROOT).then(
      () => log.info(`Web compilada en ${((Date.now() - buildStarted) / 1000).toFixed(1)} s.`),
      (error: unknown) =>
        log.error('La compilación de la web falló; la API funciona, la web muestra cómo compilarla.', error),
    );
  }

  log.info('Arrancando DynamoDB Local, cognito-local, s3rver y el servidor local de Stripe...');
  const stack = await startLocalStack({ ports, log });
  signals.setStop(stack.stop);
  await build;
  log.info(banner(stack, (Date.now() - started) / 1000));
}

main().catch((error: unknown) => failAndExit(log, error));
