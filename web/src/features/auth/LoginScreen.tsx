import { Link, useLocation } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';
import { redirectTarget } from '../../lib/session/redirect';

export default function LoginScreen() {
  const location = useLocation();
  const target = redirectTarget(location, '');
  return (
    <Placeholder
      title="Iniciar sesión"
      extra={
        <>
          {target ? (
            <p className="placeholder__note">
              Después de iniciar sesión volverás a <code>{target}</code>.
            </p>
          ) : null}
          <p className="placeholder__links">
            ¿Aún no tienes cuenta? <Link to="/register">Crear cuenta</Link> ·{' '}
            <Link to="/forgot-password">¿Olvidaste tu contraseña?</Link>
          </p>
        </>
      }
    >
      <p>
        Aquí podrás entrar con tu email y tu contraseña para comprar, seguir tus pedidos o gestionar los
        productos de tu finca.
      </p>
    </Placeholder>
  );
}
