/**
 * The auth messages (AUTH_MESSAGES, docs/web-session.md) on top of the client's ApiError: which Spanish message
 * an auth action, a refresh or a user-info failure shows, and which failures end the session (forced logout).
 */
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { ApiError, isApiError } from '../api/errors';

/** The auth API's public actions and their default messages. */
export const AUTH_ACTION_DEFAULTS = {
  login: AUTH_MESSAGES.loginFailed,
  signup: AUTH_MESSAGES.signupFailed,
  confirm: AUTH_MESSAGES.confirmFailed,
  forgotPassword: AUTH_MESSAGES.forgotFailed,
  resetPassword: AUTH_MESSAGES.resetFailed,
  resendCode: AUTH_MESSAGES.resendFailed,
  changePassword: AUTH_MESSAGES.changePasswordFailed,
} as const;
export type AuthAction = keyof typeof AUTH_ACTION_DEFAULTS;

/** A failed refresh (local rule or server answer). `endsSession`: the session cannot be saved any more. */
export class RefreshError extends ApiError {
  readonly endsSession: boolean;

  constructor(init: ConstructorParameters<typeof ApiError>[0] & { endsSession: boolean }) {
    super(init);
    this.name = 'RefreshError';
    this.endsSession = init.endsSession;
  }
}

export function isRefreshError(value: unknown): value is RefreshError {
  return value instanceof RefreshError;
}

function withMessage(error: ApiError, message: string): ApiError {
  return new ApiError({
    status: error.status,
    code: error.code,
    message,
    errors: error.errors,
    serverMessage: error.serverMessage,
  });
}

/** No answer at all: the network failed, or the server did not answer in time. */
function transportMessage(error: ApiError): string | null {
  if (error.code === 'NETWORK_ERROR') return AUTH_MESSAGES.networkError;
  if (error.code === 'TIMEOUT_ERROR') return AUTH_MESSAGES.noResponse;
  return null;
}

/**
 * The error a sign-in, sign-up, confirmation, forgot- or reset-password screen shows. The auth service answers
 * client mistakes with a specific Spanish message ('Email o contraseña incorrectos.', 'Ya existe una cuenta
 * con este email.', ...): that one is shown. Otherwise: network and no-response messages, 500, other server
 * errors as 'Error del servidor: {message}', and the action's default ('Error en el inicio de sesión', ...).
 */
export function authActionError(error: unknown, action: AuthAction): ApiError {
  const fallback = AUTH_ACTION_DEFAULTS[action];
  if (!isApiError(error)) {
    return new ApiError({ status: 0, code: 'UNKNOWN_ERROR', message: fallback });
  }
  const transport = transportMessage(error);
  if (transport) return withMessage(error, transport);
  const server = error.serverMessage?.trim() || null;
  if (error.status === 500) return withMessage(error, AUTH_MESSAGES.serverInternal);
  if (error.status >= 400 && error.status < 500 && server) return withMessage(error, server);
  if (error.status > 500 && server) return withMessage(error, AUTH_MESSAGES.serverError(server));
  return withMessage(error, fallback);
}

export interface SessionFailure {
  error: ApiError;
  /** 401, and 403 about the token: the session is over. */
  forceLogout: boolean;
}

/**
 * A user-info (or refresh) failure in the shop's words (AUTH_MESSAGES): 401 'Sesión expirada...' and forced
 * logout; 403 naming the token or auth 'Token de acceso inválido...' and forced logout, other 403 'No tienes
 * permisos para acceder a la información del usuario.'; 404; 500; network; no response; others 'Error del
 * servidor: {message}' (an HTTP answer) or 'Error de API: {message}' (anything else).
 */
export function sessionFailure(error: unknown): SessionFailure {
  // A failed refresh already carries its final message ('Sesión expirada...', 'No hay refresh token
  // disponible', a network message...) and whether it ends the session.
  if (isRefreshError(error)) return { error, forceLogout: error.endsSession };
  if (!isApiError(error)) {
    const detail = error instanceof Error && error.message ? error.message : String(error);
    return {
      error: new ApiError({ status: 0, code: 'UNKNOWN_ERROR', message: AUTH_MESSAGES.apiError(detail) }),
      forceLogout: false,
    };
  }
  const transport = transportMessage(error);
  if (transport) return { error: withMessage(error, transport), forceLogout: false };
  const server = error.serverMessage?.trim() || '';
  switch (error.status) {
    case 401:
      return { error: withMessage(error, AUTH_MESSAGES.sessionExpired), forceLogout: true };
    case 403:
      return /token|auth/i.test(server)
        ? { error: withMessage(error, AUTH_MESSAGES.invalidAccessToken), forceLogout: true }
        : { error: withMessage(error, AUTH_MESSAGES.userInfoForbidden), forceLogout: false };
    case 404:
      return { error: withMessage(error, AUTH_MESSAGES.userNotFoundOrEndpoint), forceLogout: false };
    case 500:
      return { error: withMessage(error, AUTH_MESSAGES.serverInternal), forceLogout: false };
    default:
      if (error.status === 0) {
        return { error: withMessage(error, AUTH_MESSAGES.apiError(error.message)), forceLogout: false };
      }
      return {
        error: withMessage(error, AUTH_MESSAGES.serverError(server || error.message)),
        forceLogout: false,
      };
  }
}

/** Answers of the refresh endpoint that refuse the refresh token itself (the session is over). */
const REFUSALS: readonly number[] = [400, 401, 403, 422];

/** The message a failed refresh shows, and whether the session is over (any refusal by the server is). */
export function refreshFailure(error: unknown): RefreshError {
  if (isRefreshError(error)) return error;
  if (!isApiError(error)) {
    const detail = error instanceof Error && error.message ? error.message : String(error);
    return new RefreshError({
      status: 0,
      code: 'UNKNOWN_ERROR',
      message: AUTH_MESSAGES.apiError(detail),
      endsSession: false,
    });
  }
  const base = {
    status: error.status,
    code: error.code,
    errors: error.errors,
    serverMessage: error.serverMessage,
  };
  const transport = transportMessage(error);
  if (transport) return new RefreshError({ ...base, message: transport, endsSession: false });
  if (error.status === 401) {
    return new RefreshError({ ...base, message: AUTH_MESSAGES.sessionExpired, endsSession: true });
  }
  if (REFUSALS.includes(error.status)) {
    // 403 'Tu cuenta está desactivada...', 422 'Refresh token inválido', 429...: the server's own words.
    const message = error.serverMessage?.trim() || AUTH_MESSAGES.sessionExpired;
    return new RefreshError({ ...base, message, endsSession: true });
  }
  // Anything else (404, 429, 5xx) says nothing about the token: the session stays for a later try.
  const message =
    error.status === 500
      ? AUTH_MESSAGES.serverInternal
      : error.status === 404
        ? AUTH_MESSAGES.userNotFoundOrEndpoint
        : error.status === 429
          ? error.message
          : AUTH_MESSAGES.serverError(error.serverMessage?.trim() || error.message);
  return new RefreshError({ ...base, message, endsSession: false });
}

/** A local refresh-token rule failed: no token, too short, an answer without access_token, storage. */
export function localRefreshError(code: string, message: string): RefreshError {
  return new RefreshError({ status: 0, code, message, endsSession: true });
}

/** The session ended while an operation was on its way: its answer belongs to no session any more. */
export class SessionEndedError extends ApiError {
  constructor() {
    super({ status: 401, code: 'SESSION_ENDED', message: AUTH_MESSAGES.sessionExpired });
    this.name = 'SessionEndedError';
  }
}

/** No session to call with (no token at all). */
export function notAuthenticated(): ApiError {
  return new ApiError({ status: 401, code: 'NOT_AUTHENTICATED', message: AUTH_MESSAGES.notAuthenticated });
}
