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
      lead="Publica un producto de tu finca: se verá en la tienda en cuanto lo guardes."
      className="producer-page producer-form-page"
    >
      <ProductForm producerId={user?.id} />
    </Page>
  );
}
