import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAINTENANCE_MESSAGES } from '../../../../shared/messages/maintenance.js';
import { LogoMark } from '../../components/Logo';
import { useDocumentTitle } from '../../lib/document-title';
import { useMaintenanceStatus } from './api';

/** Stands alone (no header or footer): the shop is closed for a while. Returns home once it reopens. */
export default function MaintenanceScreen() {
  useDocumentTitle('En mantenimiento', MAINTENANCE_MESSAGES.defaultMessage);
  const navigate = useNavigate();
  const { data } = useMaintenanceStatus();
  const reopened = data !== undefined && !data.enabled;

  useEffect(() => {
    if (reopened) void navigate('/', { replace: true });
  }, [reopened, navigate]);

  return (
    <main id="contenido" className="site-main site-main--standalone maintenance">
      <div className="maintenance__card">
        <LogoMark size={72} />
        <h1 className="page__title">Estamos en mantenimiento...</h1>
        <p>{data?.message || MAINTENANCE_MESSAGES.defaultMessage}</p>
        <p>Tus pedidos y tu carrito están a salvo. Gracias por tu paciencia.</p>
        <div className="actions actions--center">
          <a href="/" className="btn btn--primary">
            Volver a intentarlo
          </a>
          <a href="/login" className="btn btn--ghost">
            Acceso para administradores
          </a>
        </div>
      </div>
    </main>
  );
}
