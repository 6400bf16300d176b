/**
 * /producer/products: the producer's products (GET /v1/products/user, every page) with photo, price, stock
 * and status; activate/deactivate (PATCH status) and delete (after a confirmation dialog), both optimistic:
 * the list changes at once and goes back if the server refuses.
 */
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { PRODUCT_MESSAGES } from '../../../../shared/messages/product.js';
import { ActiveSwitch } from '../../components/ActiveSwitch';
import { ConfirmDialog } from '../../components/Modal';
import { Page } from '../../components/Page';
import { StockStatus } from '../../components/StockStatus';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { formatPrice } from '../../lib/format';
import { useSession } from '../../lib/session/session-context';
import { useConfirmedAction, useTasks } from '../../lib/use-tasks';
import { nameCheckerFor } from './name-check';
import { idOf, imageNotice } from './own-products';
import { deleteProduct, setProductStatus, useAfterProductChange, useOwnProducts } from './products-api';
import { optimistic } from '../../lib/api/optimistic';
import './producer.css';
import { LoadError, Notice } from '../../components/LoadError';

export const withStatus = (products: readonly Product[], id: string, isActive: boolean): Product[] =>
  products.map((product) => (idOf(product) === id ? { ...product, isActive, active: isActive } : product));

export const without = (products: readonly Product[], id: string): Product[] =>
  products.filter((product) => idOf(product) !== id);

export default function ProducerProductsScreen() {
  const { products, error, isLoading, isValidating, mutate } = useOwnProducts();
  const refresh = useAfterProductChange();
  const { user } = useSession();
  const toast = useToast();
  const tasks = useTasks();
  const removal = useConfirmedAction<Product>();
  const deleting = removal.asked;
  const countRef = useRef<HTMLParagraphElement>(null);

  const toggle = async (product: Product) => {
    const id = idOf(product);
    const isActive = !product.isActive;
    await tasks.run(id, async () => {
      await mutate(
        async (current) => {
          const data = await setProductStatus(id, isActive);
          const saved = data?.product;
          return saved
            ? (current ?? []).map((item) => (idOf(item) === id ? { ...item, ...saved } : item))
            : withStatus(current ?? [], id, isActive);
        },
        optimistic((current) => withStatus(current ?? [], id, isActive)),
      );
      toast.success(isActive ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.deactivated);
      refresh.catalog();
    });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const id = idOf(deleting);
    await removal.run(async () => {
      await mutate(
        async (current) => {
          await deleteProduct(id);
          return without(current ?? [], id);
        },
        optimistic((current) => without(current ?? [], id)),
      );
      nameCheckerFor(user?.id).invalidate();
      toast.success(PRODUCT_MESSAGES.deleted);
      // The row (and its button) is gone: the focus goes to the list's count instead of the page's top.
      requestAnimationFrame(() => countRef.current?.focus());
      refresh.catalog();
    });
  };

  return (
    <Page
      title="Mis productos"
      lead="Activa, desactiva, edita o elimina los productos de tu finca."
      className="producer-page"
    >
      <div className="toolbar producer-toolbar">
        <p className="producer-toolbar__count" aria-live="polite" tabIndex={-1} ref={countRef}>
          {products ? `${products.length} ${products.length === 1 ? 'producto' : 'productos'}` : ''}
          {isValidating && products ? ' · actualizando...' : ''}
        </p>
        <Link to="/producer/products/new" className="btn btn--primary">
          + Nuevo producto
        </Link>
      </div>

      {isLoading ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            Cargando tus productos...
          </p>
          <ul className="own-list" aria-hidden="true" data-testid="own-skeleton">
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="card own-item own-item--skeleton">
                <span className="own-item__thumb skeleton" />
                <span className="skeleton skeleton--line skeleton--wide" />
              </li>
            ))}
          </ul>
        </div>
      ) : error && !products ? (
        <LoadError
          title="No se pudieron cargar tus productos."
          detail={errorMessage(error)}
          onRetry={() => void mutate()}
        />
      ) : !products || products.length === 0 ? (
        <Notice
          title="Todavía no has publicado productos."
          actions={
            <Link to="/producer/products/new" className="btn btn--primary btn--small">
              Publicar mi primer producto
            </Link>
          }
        >
          Publica el primero: nombre, precio, unidad de venta y una buena foto.
        </Notice>
      ) : (
        <ul className="own-list" aria-label="Tus productos">
          {products.map((product) => {
            const id = idOf(product);
            const pending = tasks.busy(id);
            return (
              <li
                key={id}
                className={`card own-item${product.isActive ? '' : ' is-inactive'}`}
                data-testid="own-product"
              >
                {product.thumbnailUrl && product.imageStatus !== 'pending' ? (
                  <img
                    className="own-item__thumb"
                    src={product.thumbnailUrl}
                    alt={product.name}
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="own-item__thumb product-card__no-image" aria-hidden="true" />
                )}
                <div className="own-item__main">
                  <h2 className="own-item__name user-text">
                    <Link to={`/products/${encodeURIComponent(id)}`}>{product.name}</Link>
                  </h2>
                  <p className="own-item__meta">
                    <span className="price">
                      {formatPrice(product.price)}
                      {product.unit ? ` / ${product.unit}` : ''}
                    </span>
                    <span>Stock: {product.stock ?? 0}</span>
                    <StockStatus stock={product.stock} />
                  </p>
                  {imageNotice(product) ? (
                    <p
                      className={`own-item__notice own-item__notice--${product.imageStatus ?? 'verified'}`}
                      data-testid="image-notice"
                    >
                      {imageNotice(product)}
                    </p>
                  ) : null}
                </div>
                <div className="own-item__status">
                  <ActiveSwitch
                    active={product.isActive}
                    label={`${product.name}: visible en la tienda`}
                    busy={pending}
                    onToggle={() => void toggle(product)}
                  />
                </div>
                <div className="own-item__actions">
                  <Link
                    to={`/producer/products/${encodeURIComponent(id)}/edit`}
                    className="btn btn--ghost btn--small"
                    aria-label={`Editar ${product.name}`}
                  >
                    Editar
                  </Link>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small btn--danger-text"
                    aria-label={`Eliminar ${product.name}`}
                    onClick={() => removal.ask(product)}
                    disabled={pending}
                  >
                    Eliminar
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {deleting ? (
        <ConfirmDialog
          title={`¿Eliminar «${deleting.name}»?`}
          confirmLabel="Eliminar producto"
          busyLabel="Eliminando..."
          {...removal.dialog}
          onConfirm={() => void confirmDelete()}
        >
          <p>Se borrarán también sus fotos. Esta acción no se puede deshacer.</p>
          <p>Si solo quieres retirarlo de la tienda por un tiempo, desactívalo.</p>
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
