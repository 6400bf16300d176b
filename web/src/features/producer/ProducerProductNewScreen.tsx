import { Link } from 'react-router-dom';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session/session-context';
import { PRODUCTS_PATH, ProductForm } from './ProductForm';
import './producer.css';

export default function ProducerProductNewScreen() {
  const { user } = useSession();
  return (
    <Page
      title="Nuevo producto"
      eyebrow={<Link to={PRODUCTS_PATH}>← Mis productos</Link>}
      lead="Publica un producto de tu finca: aparecerá en la tienda en cuanto comprobemos su foto principal, unos segundos después de guardarlo (mientras tanto, en «Mis productos» verás la foto «en revisión»)."
      className="producer-page producer-form-page"
    >
      <ProductForm producerId={user?.id} />
    </Page>
  );
}
