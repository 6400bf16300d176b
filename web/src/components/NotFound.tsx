import { Link } from 'react-router-dom';
import { Page } from './Page';

interface NotFoundProps {
  title?: string;
  message?: string;
}

/** The not-found page (any unknown path, or an unknown blog post). */
export function NotFound({
  title = 'Página no encontrada',
  message = 'La página que buscas no existe o ha cambiado de dirección. Revisa el enlace o sigue navegando desde el inicio.',
}: NotFoundProps) {
  return (
    <Page title={title} description={message} eyebrow="Error 404" className="status-page">
      <p className="status-page__text">{message}</p>
      <div className="actions">
        <Link to="/" className="btn btn--primary">
          Volver al inicio
        </Link>
        <Link to="/products" className="btn btn--ghost">
          Ver productos
        </Link>
      </div>
    </Page>
  );
}

export default NotFound;
