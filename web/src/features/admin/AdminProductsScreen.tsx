/**
 * /admin/products: every product of the shop, active or not (admin-products.ts), with a search, a producer
 * filter (the producers from GET /v1/users) and a status filter, all in the URL. Each product can be activated
 * or deactivated (PATCH /v1/products/{id}/status, optimistic) or opened in the product editor, which admins
 * may use for any farm's product.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../../shared/constants.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { PRODUCT_MESSAGES } from '../../../../shared/messages/product.js';
import { LoadError } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { StockStatus } from '../../components/StockStatus';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { useSession } from '../../lib/session/session-context';
import {
  PRODUCT_STATUS_FILTERS,
  PRODUCT_STATUS_LABELS,
  productIdOf,
  type AdminProductFilters,
  type AdminProductList,
  type ProductStatusFilter,
} from './admin-products';
import { setProductActive, useAdminProducts, useAfterProductChange } from './products-api';
import { userName } from './user-view';
import { ProducerSelect } from './ProducerSelect';
import { useProducers } from './use-producers';
import './admin.css';

const SEARCH_MAX = 100;

export function parseProductFilters(params: URLSearchParams): AdminProductFilters {
  const status = params.get('status') ?? '';
  const producer = params.get('producer') ?? '';
  return {
    status: (PRODUCT_STATUS_FILTERS as readonly string[]).includes(status)
      ? (status as ProductStatusFilter)
      : 'all',
    producer: producer.length <= ID_MAX_LENGTH && ID_PATTERN.test(producer) ? producer : '',
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
  };
}

const withStatus = (list: AdminProductList, id: string, isActive: boolean): AdminProductList => ({
  ...list,
  products: list.products.map((product) =>
    productIdOf(product) === id ? { ...product, isActive, active: isActive } : product,
  ),
});

export default function AdminProductsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = parseProductFilters(params);
  const { user: me } = useSession();
  const refreshCatalog = useAfterProductChange();
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { data, error, isLoading, isValidating, mutate } = useAdminProducts(filters, me?.id);
  const { producers, failed: producersFailed } = useProducers();
  const producerNames = new Map(producers.map((user) => [user.id, userName(user)]));

  const apply = (next: AdminProductFilters) => {
    const search = new URLSearchParams();
    if (next.status !== 'all') search.set('status', next.status);
    if (next.producer) search.set('producer', next.producer);
    if (next.q) search.set('q', next.q);
    setParams(search);
  };

  const toggle = async (product: Product) => {
    const id = productIdOf(product);
    const isActive = !product.isActive;
    setBusy((current) => new Set(current).add(id));
    try {
      await mutate(
        async (current) => {
          await setProductActive(id, isActive);
          return withStatus(current ?? { products: [], truncated: false }, id, isActive);
        },
        {
          optimisticData: (current) =>
            withStatus(current ?? { products: [], truncated: false }, id, isActive),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
      toast.success(isActive ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.deactivated);
      refreshCatalog();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const products = data?.products ?? [];
  return (
    <Page
      title="Productos de la tienda"
      lead="Todos los productos de todas las fincas, activos o no: búscalos, actívalos, desactívalos o edítalos."
      className="admin-page"
    >
      <ProductFiltersForm
        key={params.toString()}
        filters={filters}
        producers={producers}
        producersFailed={producersFailed}
        onApply={apply}
      />

      <div className="admin-toolbar">
        <p className="admin-toolbar__count" aria-live="polite">
          {data ? `${products.length} ${products.length === 1 ? 'producto' : 'productos'}` : ''}
          {data?.truncated ? ' (los primeros; afina la búsqueda para ver el resto)' : ''}
          {isValidating && data ? ' · actualizando...' : ''}
        </p>
      </div>

      {isLoading && !data ? (
        <p role="status" className="admin-empty">
          Cargando productos...
        </p>
      ) : error && !data ? (
        <LoadError
          title="No se pudieron cargar los productos."
          detail={errorMessage(error)}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      ) : products.length === 0 ? (
        <div className="notice notice--soft">
          <p className="notice__title">Ningún producto coincide con los filtros.</p>
        </div>
      ) : (
        <div className="admin-table-wrap">
          <table className={`admin-table${isValidating ? ' is-updating' : ''}`} aria-label="Productos">
            <thead>
              <tr>
                <th scope="col">Producto</th>
                <th scope="col">Finca</th>
                <th scope="col" className="is-num">
                  Precio
                </th>
                <th scope="col">Stock</th>
                <th scope="col">Alta</th>
                <th scope="col">Estado</th>
                <th scope="col">Acciones</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => {
                const id = productIdOf(product);
                const farm = product.producerName ?? producerNames.get(product.producerId) ?? 'Finca';
                return (
                  <tr key={id} className={product.isActive ? '' : 'is-inactive'} data-testid="admin-product">
                    <th scope="row">
                      <Link to={`/products/${encodeURIComponent(id)}`} className="user-text">
                        {product.name}
                      </Link>
                    </th>
                    <td data-label="Finca">
                      <Link
                        to={`/admin/users/${encodeURIComponent(product.producerId)}`}
                        className="user-text"
                      >
                        {farm}
                      </Link>
                    </td>
                    <td data-label="Precio" className="is-num">
                      {formatPrice(product.price)}
                      {product.unit ? ` / ${product.unit}` : ''}
                    </td>
                    <td data-label="Stock">
                      {product.stock ?? 0} <StockStatus stock={product.stock} />
                    </td>
                    <td data-label="Alta">{formatDate(product.createdAt)}</td>
                    <td data-label="Estado">
                      <button
                        type="button"
                        role="switch"
                        aria-checked={product.isActive}
                        aria-label={`${product.name}: visible en la tienda`}
                        className="switch"
                        disabled={busy.has(id)}
                        onClick={() => void toggle(product)}
                      >
                        <span className="switch__track" aria-hidden="true">
                          <span className="switch__thumb" />
                        </span>
                        <span className="switch__text" aria-hidden="true">
                          {product.isActive ? 'Activo' : 'Inactivo'}
                        </span>
                      </button>
                    </td>
                    <td>
                      <div className="admin-row-actions">
                        <Link
                          to={`/producer/products/${encodeURIComponent(id)}/edit`}
                          className="btn btn--ghost btn--small"
                          aria-label={`Editar ${product.name}`}
                        >
                          Editar
                        </Link>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}

function ProductFiltersForm({
  filters,
  producers,
  producersFailed,
  onApply,
}: {
  filters: AdminProductFilters;
  producers: readonly User[];
  producersFailed: boolean;
  onApply: (next: AdminProductFilters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim().slice(0, SEARCH_MAX) });
  };
  return (
    <form className="admin-filters" role="search" aria-label="Filtrar productos" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-q`}>Buscar</label>
        <input
          id={`${id}-q`}
          type="search"
          value={draft.q}
          maxLength={SEARCH_MAX}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
      </div>
      <ProducerSelect
        id={`${id}-producer`}
        value={draft.producer}
        current={filters.producer}
        producers={producers}
        failed={producersFailed}
        onChange={(producer) => setDraft({ ...draft, producer })}
      />
      <div className="field">
        <label htmlFor={`${id}-status`}>Estado</label>
        <select
          id={`${id}-status`}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as ProductStatusFilter })}
        >
          {PRODUCT_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {PRODUCT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="btn btn--primary">
          Filtrar
        </button>
        {filters.q || filters.producer || filters.status !== 'all' ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => onApply({ status: 'all', producer: '', q: '' })}
          >
            Quitar filtros
          </button>
        ) : null}
      </div>
    </form>
  );
}
