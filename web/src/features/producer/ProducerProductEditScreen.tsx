import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session/session-context';
import { ADMIN_PRODUCTS_PATH, PRODUCTS_PATH, ProductForm } from './ProductForm';
import { fetchProduct } from './products-api';
import './producer.css';
import { LoadError } from '../../components/LoadError';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; product: Product }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

/**
 * /producer/products/{productId}/edit. The product is read fresh on every visit (not from the SWR cache), so
 * the form starts from what is stored now; only its producer or an admin may edit it.
 */
export default function ProducerProductEditScreen() {
  const { productId = '' } = useParams();
  const { user, role } = useSession();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchProduct(productId, controller.signal).then(
      (data) => setLoad({ state: 'ready', product: data.product }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setLoad({ state: 'missing' });
        else setLoad({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [productId, attempt]);

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'missing') {
    return <NotFound title="Producto no encontrado" message="Este producto no existe o ya fue eliminado." />;
  }
  if (load.state === 'failed') {
    return (
      <Page title="Editar producto" className="producer-page">
        <LoadError
          title="No se pudo cargar el producto."
          detail={load.message}
          onRetry={() => setAttempt((n) => n + 1)}
        >
          <Link to={PRODUCTS_PATH} className="btn btn--link">
            Volver a mis productos
          </Link>
        </LoadError>
      </Page>
    );
  }

  const { product } = load;
  const isOwner = user?.id === product.producerId;
  if (!isOwner && role !== 'admin') {
    return (
      <Page title="No puedes editar este producto" eyebrow="Acceso denegado" className="status-page">
        <p className="status-page__text">
          Solo su productor o un administrador pueden cambiar este producto.
        </p>
        <div className="actions">
          <Link to={PRODUCTS_PATH} className="btn btn--primary">
            Volver a mis productos
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page
      title={`Editar: ${product.name}`}
      heading="Editar producto"
      eyebrow={
        isOwner ? (
          <Link to={PRODUCTS_PATH}>← Mis productos</Link>
        ) : (
          <Link to={ADMIN_PRODUCTS_PATH}>← Productos de la tienda</Link>
        )
      }
      lead={
        <>
          {product.name} ·{' '}
          <Link to={`/products/${encodeURIComponent(product.productId)}`}>Ver en la tienda</Link>
        </>
      }
      className="producer-page producer-form-page"
    >
      <ProductForm
        key={product.productId}
        product={product}
        producerId={product.producerId}
        ownerIsCaller={isOwner}
      />
    </Page>
  );
}

function Loading() {
  useDocumentTitle('Editar producto');
  return <Spinner label="Cargando producto..." className="spinner--page" />;
}
