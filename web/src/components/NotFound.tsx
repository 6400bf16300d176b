import { Link } from 'react-router-dom';
import { Page } from './Page';

export interface NotFoundProps {
  title?: string;
  message?: string;
  /** The page's own class, beside `status-page` (e.g. 'confirmation-page'). */
  className?: string;
  /** The first button ("Volver al inicio" by default); "Ver productos" always follows it. */
  action?: { to: string; label: string };
  /** data-testid of the message. */
  textTestId?: string;
}

/** The not-found page (any unknown path, or an unknown blog post, order or product). */
export function NotFound({
  title = 'Página no encontrada',
  message = 'La página que buscas no existe o ha cambiado de dirección. Revisa el enlace o sigue navegando desde el inicio.',
  className,
  action = { to: '/', label: 'Volver al inicio' },
  textTestId,
}: NotFoundProps) {
  return (
    <Page
      title={title}
      description={message}
      eyebrow="Error 404"
      className={className ? `${className} status-page` : 'status-page'}
    >
      <p className="status-page__text" data-testid={textTestId}>
        {message}
      </p>
      <div className="actions">
        <Link to={action.to} className="btn btn--primary">
          {action.label}
        </Link>
        <Link to="/products" className="btn btn--ghost">
          Ver productos
        </Link>
      </div>
    </Page>
  );
}

export default NotFound;
