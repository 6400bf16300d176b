/**
 * cognito-local's server, started the way its `lib/bin/start.js` does (createDefaultServer, the package's
 * public export), with two differences:
 *   - every code it "e-mails" is reported at once, with a synchronous write of one line
 *     `@@outbox {"target":"SignUp","to":"ana@pitahaya.test","code":"123456"}`, before the call answers;
 *   - it logs JSON lines instead of pino-pretty's boxes.
 * Why: its logger holds the last entry back until the next one is written, so a reset code printed by the last
 * request stayed invisible for as long as nobody used Cognito again (measured: 0.5 s to forever). The outbox
 * reads the `@@outbox` lines; the log lines remain a fallback (outbox.ts parses both). Started by cognito.ts as
 * `node --import tsx infra/local/cognito-server.ts` in the data folder, with PORT and HOST set.
 */
import { writeSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

export const OUTBOX_LINE_PREFIX = '@@outbox ';

interface PinoLogger {
  info(message: string): void;
  error(error: unknown): void;
  bindings?(): Record<string, unknown>;
}
interface Pino {
  (options: { level: string }, destination: unknown): PinoLogger;
  destination(options: { fd: number; sync: boolean }): unknown;
}
type SendToConsole = (
  this: unknown,
  ctx: { logger: PinoLogger },
  user: unknown,
  destination: string,
  message: { __code?: string },
) => Promise<void>;

const require = createRequire(import.meta.url);
const cognitoLocalDir = dirname(require.resolve('cognito-local/package.json'));

// The one place cognito-local hands over a code to "send": report it before it is logged.
const { ConsoleMessageSender } =
  require('cognito-local/lib/services/messageDelivery/consoleMessageSender.js') as {
    ConsoleMessageSender: { prototype: { sendToConsole: SendToConsole } };
  };
const sendToConsole = ConsoleMessageSender.prototype.sendToConsole;
ConsoleMessageSender.prototype.sendToConsole = function (ctx, user, destination, message) {
  const target = ctx.logger.bindings?.().target;
  const report = {
    target: typeof target === 'string' ? target : null,
    to: destination,
    code: message.__code ?? null,
  };
  writeSync(1, `${OUTBOX_LINE_PREFIX}${JSON.stringify(report)}\n`);
  return sendToConsole.call(this, ctx, user, destination, message);
};

// The app client's writable attributes, as in AWS: cognito-local lets a caller write any attribute (custom:role
// included) with SignUp and with UpdateUserAttributes; AWS refuses what the client's WriteAttributes do not list
// with NotAuthorizedException 'A client attempted to write unauthorized attribute'. COGNITO_WRITE_ATTRIBUTES (set
// by cognito.ts from APP_CLIENT_WRITE_ATTRIBUTES) is that list: `email` is not in it, so a SignUp naming it is
// refused too, as in AWS (the pool signs in by e-mail: the username is the address Cognito records, and the
// shop's sign-up sends only `name`). custom:role or anything unlisted is refused. The admin calls
// (AdminCreateUser, AdminUpdateUserAttributes) are IAM-authorised in AWS and not limited by the client.
const CLIENT_WRITES = new Set(['UpdateUserAttributes', 'SignUp']);
interface GuardRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: { Username?: string; UserAttributes?: { Name?: string; Value?: string }[] };
}
interface GuardResponse {
  status(code: number): { type(type: string): { send(body: string): void } };
}
const writable = new Set((process.env.COGNITO_WRITE_ATTRIBUTES ?? 'name').split(',').filter(Boolean));
const express = require(require.resolve('express', { paths: [cognitoLocalDir] })) as {
  application: { post: (this: unknown, path: unknown, ...handlers: unknown[]) => unknown };
};
const originalPost = express.application.post;
express.application.post = function (path, ...handlers) {
  if (path !== '/') return originalPost.call(this, path, ...handlers);
  const guard = (request: GuardRequest, response: GuardResponse, next: () => void) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const action = target.slice(target.lastIndexOf('.') + 1);
    const allowed = (attribute: { Name?: string; Value?: string }) => writable.has(attribute.Name ?? '');
    if (CLIENT_WRITES.has(action) && !(request.body?.UserAttributes ?? []).every(allowed)) {
      response
        .status(400)
        .type('application/x-amz-json-1.1')
        .send(
          JSON.stringify({
            __type: 'NotAuthorizedException',
            message: 'A client attempted to write unauthorized attribute',
          }),
        );
      return;
    }
    next();
  };
  return originalPost.call(this, path, guard, ...handlers);
};

// ResendConfirmationCode, which cognito-local 5.3 lacks (it answers `Unsupported`): as AWS does it, a new code for
// a user not yet confirmed, "e-mailed" like SignUp's (so reported above, and read by the outbox as a sign-up
// code); UserNotFoundException for an unknown user, InvalidParameterException 'User is already confirmed.' for
// a confirmed one. The auth service answers all three the same (services/auth/resend-code.ts).
interface LocalUser {
  Username: string;
  UserStatus?: string;
  Attributes?: { Name: string; Value?: string }[];
}
interface ResendServices {
  cognito: {
    getUserPoolForClientId(
      ctx: unknown,
      clientId: string,
    ): Promise<{
      options: { Id: string };
      getUserByUsername(ctx: unknown, username: string): Promise<LocalUser | null>;
      saveUser(ctx: unknown, user: LocalUser & { ConfirmationCode?: string }): Promise<void>;
    }>;
  };
  messages: {
    deliver(...args: unknown[]): Promise<void>;
  };
  otp: () => string;
  clock: { get(): Date };
}
interface ResendRequest {
  ClientId: string;
  Username: string;
  ClientMetadata?: Record<string, string>;
}
const { Targets } = require('cognito-local/lib/targets/targets.js') as {
  Targets: Record<
    string,
    (services: ResendServices) => (ctx: unknown, req: ResendRequest) => Promise<unknown>
  >;
};
const cognitoErrors = require('cognito-local/lib/errors.js') as {
  UserNotFoundError: new () => Error;
  InvalidParameterError: new (message?: string) => Error;
};
Targets.ResendConfirmationCode ??= (services) => async (ctx, req) => {
  const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
  const user = await userPool.getUserByUsername(ctx, req.Username);
  if (!user) throw new cognitoErrors.UserNotFoundError();
  if (user.UserStatus === 'CONFIRMED') {
    throw new cognitoErrors.InvalidParameterError('User is already confirmed.');
  }
  const email = user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;
  if (!email) throw new cognitoErrors.InvalidParameterError('User has no email to send a code to.');
  const details = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
  const code = services.otp();
  await services.messages.deliver(
    ctx,
    'ResendCode',
    req.ClientId,
    userPool.options.Id,
    user,
    code,
    req.ClientMetadata,
    details,
  );
  await userPool.saveUser(ctx, {
    ...user,
    UserLastModifiedDate: services.clock.get(),
    ConfirmationCode: code,
  } as LocalUser & { ConfirmationCode: string });
  return { CodeDeliveryDetails: details };
};

// The pino that cognito-local itself depends on.
const pino = require(require.resolve('pino', { paths: [cognitoLocalDir] })) as Pino;
const { createDefaultServer } = require('cognito-local') as {
  createDefaultServer(logger: PinoLogger): Promise<{ start(): Promise<Server> }>;
};

const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' }, pino.destination({ fd: 1, sync: true }));

createDefaultServer(logger)
  .then((server) => server.start())
  .then((server) => {
    const address = server.address();
    const where =
      typeof address === 'object' && address ? `${address.address}:${address.port}` : String(address);
    logger.info(`Cognito Local running on http://${where}`);
  })
  .catch((error: unknown) => {
    logger.error(error);
    process.exit(1);
  });
