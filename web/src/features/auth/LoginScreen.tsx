import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { loginSchema, type LoginRequest } from '../../../../shared/contracts/auth/schemas.js';
import { EmailField, FormAlert, PasswordField, SubmitButton } from '../../components/forms/Fields';
import { serverFieldErrors, useForm, validateWith } from '../../components/forms/use-form';
import { isApiError } from '../../lib/api/errors';
import { pageName, toPage, UNNAMED_TARGET } from '../../lib/page-names';
import { authPath, homePathForRole, redirectTarget } from '../../lib/session/redirect';
import { useSession, useSessionActions } from '../../lib/session/session-context';
import { displayName } from '../../lib/session/user';
import { AuthLayout, PitahayaArt } from './AuthLayout';
import { AUTH_FORM_MESSAGES } from './messages';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** What the visitor can do about a refused sign-in, beyond the message. */
type Remedy = 'confirm' | 'reset' | null;

function remedyFor(error: unknown): Remedy {
  if (!isApiError(error) || error.status !== 403) return null;
  if (error.message === AUTH_MESSAGES.userNotConfirmed) return 'confirm';
  if (error.message === AUTH_MESSAGES.newPasswordRequired) return 'reset';
  return null;
}

export default function LoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, user, role, logout } = useSession();
  const { login } = useSessionActions();
  const query = new URLSearchParams(location.search);
  const target = redirectTarget(location, '');
  const [remedy, setRemedy] = useState<Remedy>(null);
  // Keeps the form on screen between a successful sign-in and the navigation that follows it.
  const [signingIn, setSigningIn] = useState(false);

  const form = useForm<Field, LoginRequest>({
    fields: FIELDS,
    initial: { username: query.get('email') ?? '', password: '' },
    validate: (values) => validateWith(loginSchema, values, FIELDS),
  });

  const onSubmit = form.handleSubmit(async (data) => {
    setRemedy(null);
    setSigningIn(true);
    try {
      const signedIn = await login(data.username, data.password);
      navigate(redirectTarget(location, homePathForRole(signedIn.role)), { replace: true });
    } catch (error) {
      setSigningIn(false);
      const fieldErrors = isApiError(error) ? serverFieldErrors(error.errors, FIELDS) : {};
      form.showErrors(fieldErrors, isApiError(error) ? error.message : AUTH_MESSAGES.loginFailed);
      setRemedy(remedyFor(error));
    }
  });

  const email = form.values.username.trim();
  const register = authPath('/register', { redirect: target || null });
  const registerProducer = authPath('/register-producer', { redirect: target || null });

  if (isAuthenticated && user && !signingIn) {
    return (
      <AuthLayout title="Iniciar sesión">
        <FormAlert message={AUTH_FORM_MESSAGES.alreadySignedIn} tone="info">
          <p>Estás conectado como {displayName(user)}.</p>
        </FormAlert>
        <div className="actions">
          <Link to={target || homePathForRole(role)} className="btn btn--primary">
            Continuar
          </Link>
          <button type="button" className="btn btn--ghost" onClick={() => void logout()}>
            Cerrar sesión
          </button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Iniciar sesión"
      description="Entra en tu cuenta para comprar, seguir tus pedidos o gestionar los productos de tu finca."
      lead="Entra con tu email y tu contraseña para comprar, seguir tus pedidos o gestionar tu finca."
      aside={
        <>
          <PitahayaArt />
          <h2 className="auth-aside__title">¿Primera vez por aquí?</h2>
          <p>Crea tu cuenta gratis en un minuto y compra pitahayas directamente a las fincas.</p>
          <div className="auth-aside__actions">
            <Link to={register} className="btn btn--secondary btn--block">
              Crear cuenta
            </Link>
          </div>
          <p className="auth-aside__note">
            ¿Tienes una finca? <Link to={registerProducer}>Vende con nosotros</Link>
          </p>
        </>
      }
    >
      {target ? (
        <p className="auth-note">Inicia sesión para ir {toPage(pageName(target) ?? UNNAMED_TARGET)}.</p>
      ) : null}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={form.formError}>
          {remedy === 'confirm' ? (
            <p>
              <Link to={authPath('/confirm-account', { email, redirect: target || null })}>
                Confirmar mi cuenta
              </Link>{' '}
              con el código que te enviamos por email.
            </p>
          ) : null}
          {remedy === 'reset' ? (
            <p>
              <Link to={authPath('/forgot-password', { email, redirect: target || null })}>
                Crear una nueva contraseña
              </Link>
            </p>
          ) : null}
        </FormAlert>
        <EmailField form={form} name="username" autoComplete="username" />
        <PasswordField form={form} name="password" label="Contraseña" autoComplete="current-password" />
        <p className="auth-inline-link">
          <Link to={authPath('/forgot-password', { email, redirect: target || null })}>
            ¿Olvidaste tu contraseña?
          </Link>
        </p>
        <SubmitButton busy={form.submitting} label="Iniciar sesión" busyLabel="Entrando..." />
      </form>
    </AuthLayout>
  );
}
