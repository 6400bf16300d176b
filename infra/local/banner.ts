/** What `npm start` prints once the stack is ready: where to go, the demo accounts, how long it took. */
import { relative } from 'node:path';
import { REPO_ROOT } from './config.js';
import { SEED_USERS } from './seed/users.js';
import type { LocalStack } from './stack.js';

const ROLE_NAMES = { admin: 'admin', producer: 'productor', consumer: 'cliente' } as const;

/** A plain text table with a header row. */
export function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  const [header = [], ...body] = rows;
  return [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...body.map(line)]
    .map((text) => `    ${text.trimEnd()}`)
    .join('\n');
}

export function accountsTable(): string {
  return table([
    ['rol', 'usuario', 'contraseña', 'nombre'],
    ...SEED_USERS.map((user) => [ROLE_NAMES[user.role], user.email, user.password, user.fullName]),
  ]);
}

export function banner(stack: LocalStack, seconds: number, webUrl = stack.urls.gateway): string {
  const dataDir = relative(REPO_ROOT, stack.config.dataDir) || stack.config.dataDir;
  return [
    '',
    '  🌵 Pitahaya Marketplace en marcha, en local',
    '',
    `    Web:        ${webUrl}`,
    `    Outbox:     ${stack.urls.gateway}/_local/outbox  (códigos de confirmación y de restablecimiento)`,
    `    Emuladores: DynamoDB ${stack.urls.dynamodb} · cognito-local ${stack.urls.cognito} · s3rver ${stack.urls.s3}`,
    `    Stripe:     ${stack.urls.stripe}  (local; tarjetas de prueba 4242 4242 4242 4242 paga, 4000 0000 0000 0002 se rechaza)`,
    `    Datos:      ${dataDir}/  (se conservan; rm -rf ${dataDir} para empezar de cero)`,
    '',
    '  Cuentas de demostración',
    accountsTable(),
    '',
    `  Listo en ${seconds.toFixed(1)} s. Ctrl-C para parar.`,
    '',
  ].join('\n');
}
