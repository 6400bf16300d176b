import { Link, useLocation } from 'react-router-dom';
import { authPath, redirectParam } from '../../lib/session/redirect';
import { AuthLayout, PitahayaArt } from './AuthLayout';
import { SignupForm } from './SignupForm';

export default function RegisterProducerScreen() {
  const redirect = redirectParam(useLocation());
  return (
    <AuthLayout
      title="Vende con nosotros"
      description="Registra tu finca y vende tus pitahayas y productos elaborados directamente a quienes los disfrutan."
      eyebrow="Para fincas productoras"
      lead="Registra tu finca para publicar tus pitahayas, recibir pedidos de clientes de todo el país y ver cómo van tus ventas."
      footer={
        <p>
          ¿Ya vendes con nosotros? <Link to={authPath('/login', { redirect })}>Inicia sesión</Link>
          <br />
          ¿Solo quieres comprar?{' '}
          <Link to={authPath('/register', { redirect })}>Crea una cuenta de cliente</Link>
        </p>
      }
      aside={
        <>
          <PitahayaArt />
          <h2 className="auth-aside__title">Tu finca, tu tienda</h2>
          <ol className="auth-aside__steps">
            <li>Crea la cuenta de tu finca y confírmala con el código del email.</li>
            <li>Publica tus productos con fotos, precio y stock.</li>
            <li>Prepara los pedidos y actualiza su estado desde tu panel.</li>
          </ol>
          <p className="auth-aside__note">
            ¿Dudas antes de empezar? <Link to="/contact">Escríbenos</Link> y te ayudamos.
          </p>
        </>
      }
    >
      <SignupForm
        role="producer"
        nameLabel="Nombre de la finca"
        nameHint="Así te verán los clientes en la tienda, por ejemplo «Finca Pitahaya del Valle»."
        submitLabel="Registrar mi finca"
      />
    </AuthLayout>
  );
}
