import { useDocumentTitle } from '../../lib/document-title';
import { LogoMark } from '../../components/Logo';

/** Stands alone (no header or footer): the shop is closed for a while. */
export default function MaintenanceScreen() {
  useDocumentTitle('En mantenimiento');
  return (
    <main id="contenido" className="site-main site-main--standalone maintenance">
      <div className="maintenance__card">
        <LogoMark size={72} />
        <h1 className="page__title">Estamos en mantenimiento...</h1>
        <p>
          Estamos mejorando Pitahaya Marketplace para ti. Volveremos en unos minutos; tus pedidos y tu carrito
          están a salvo.
        </p>
        <p>Gracias por tu paciencia.</p>
        <a href="/" className="btn btn--primary">
          Volver a intentarlo
        </a>
      </div>
    </main>
  );
}
