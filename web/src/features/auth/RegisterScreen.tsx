import { Link, useLocation } from 'react-router-dom';
import { authPath, redirectParam } from '../../lib/session/redirect';
import { AuthLayout, PitahayaArt } from './AuthLayout';
import { SignupForm } from './SignupForm';

export default function RegisterScreen() {
  const redirect = redirectParam(useLocation());
  return (
    <AuthLayout
      title="Crear cuenta"
      description="Crea tu cuenta gratis en un minuto y compra pitahaya directamente a las fincas que la cultivan."
      lead="Compra pitahayas frescas directamente a las fincas. Te enviaremos un código por email para confirmar tu cuenta."
      footer={
        <p>
          ¿Ya tienes cuenta? <Link to={authPath('/login', { redirect })}>Inicia sesión</Link>
        </p>
      }
      aside={
        <>
          <PitahayaArt />
          <h2 className="auth-aside__title">Con tu cuenta</h2>
          <ul className="auth-aside__list">
            <li>Guardas tu carrito y compras en pocos pasos.</li>
            <li>Sigues tus pedidos desde la finca hasta tu casa.</li>
            <li>Conoces quién cultiva cada fruta.</li>
          </ul>
          <p className="auth-aside__note">
            ¿Tienes una finca?{' '}
            <Link to={authPath('/register-producer', { redirect })}>Vende con nosotros</Link>
          </p>
        </>
      }
    >
      <SignupForm role="consumer" nameLabel="Nombre completo" submitLabel="Crear cuenta" />
    </AuthLayout>
  );
}
