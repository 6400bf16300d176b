import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../components/Page';
import { pageName, UNNAMED_PAGE } from '../../lib/page-names';
import { useSession } from '../../lib/session/session-context';

export default function AccessDeniedScreen() {
  const { isAuthenticated } = useSession();
  const from = (useLocation().state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return (
    <Page
      title="Acceso denegado"
      description="Esta sección es solo para fincas productoras o para el equipo de administración."
      eyebrow="Error 403"
      className="status-page"
    >
      <p className="status-page__text">
        Tu cuenta no tiene permiso para ver {pageName(from) ?? UNNAMED_PAGE}. Algunas secciones son solo para
        fincas productoras o para el equipo de administración.
      </p>
      <p className="status-page__text">
        {isAuthenticated
          ? 'Si crees que es un error, escríbenos y lo revisamos.'
          : 'Si tienes otra cuenta con más permisos, inicia sesión con ella.'}
      </p>
      <div className="actions">
        <Link to="/" className="btn btn--primary">
          Volver al inicio
        </Link>
        {isAuthenticated ? (
          <Link to="/contact" className="btn btn--ghost">
            Contactar
          </Link>
        ) : (
          <Link to="/login" className="btn btn--ghost">
            Iniciar sesión
          </Link>
        )}
      </div>
    </Page>
  );
}
