/**
 * /admin/products: every product of the shop, active or not (admin-products.ts), with a search, a producer
 * filter (the producers from GET /v1/users) and a status filter, all in the URL. Each product can be activated
 * or deactivated (PATCH /v1/products/{id}/status, optimistic) or opened in the product editor, which admins
 * may use for any farm's product.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../../shared/constants/limits.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { PRODUCT_MESSAGES } from '../../../../shared/messages/product.js';
import { ActiveSwitch } from '../../components/ActiveSwitch';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { FilterBar, FilterSearch, FilterSelects } from '../../components/FilterBar';
import { useFilterDraft, type FilterFormProps } from '../../components/filter-draft';
import { EmptyNotice, ListState } from '../../components/ListState';
import { Page } from '../../components/Page';
import { StockStatus } from '../../components/StockStatus';
import { useToast } from '../../components/toast/toast-context';
import { formatPrice, formatShortDate } from '../../lib/format';
import { useSession } from '../../lib/session/session-context';
import { useTasks } from '../../lib/use-tasks';
import {
  PRODUCT_STATUS_FILTERS,
  NO_PRODUCT_FILTERS,
  PRODUCT_SELECTS,
  productIdOf,
  type AdminProductFilters,
  type AdminProductList,
  type ProductStatusFilter,
} from './admin-products';
import { setProductActive, useAdminProducts, useAfterProductChange } from './products-api';
import { userName } from './user-view';
import { ProducerSelect } from './ProducerSelect';
import { useProducers } from './use-producers';
import { optimistic } from '../../lib/api/optimistic';
import './admin.css';
import { AdminListToolbar } from './AdminListToolbar';
import { AdminLoading } from './AdminLoading';

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
  const tasks = useTasks();
  const loaded = useAdminProducts(filters, me?.id);
  const { data, isLoading, isValidating, mutate } = loaded;
  const { producers } = useProducers();
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
    await tasks.run(id, async () => {
      await mutate(
        async (current) => {
          await setProductActive(id, isActive);
          return withStatus(current ?? { products: [], truncated: false }, id, isActive);
        },
        optimistic((current) => withStatus(current ?? { products: [], truncated: false }, id, isActive)),
      );
      toast.success(isActive ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.deactivated);
      refreshCatalog();
    });
  };

  const products = data?.products ?? [];
  return (
    <Page
      title="Productos de la tienda"
      lead="Todos los productos de todas las fincas, activos o no: búscalos, actívalos, desactívalos o edítalos."
      className="admin-page"
    >
      <ProductFiltersForm key={params.toString()} filters={filters} onApply={apply} />

      <AdminListToolbar
        count={
          data
            ? `${products.length} ${products.length === 1 ? 'producto' : 'productos'}${data.truncated ? ' (los primeros; afina la búsqueda para ver el resto)' : ''}`
            : ''
        }
        updating={Boolean(isValidating && data)}
      />

      <ListState
        data={data?.products}
        loading={isLoading && !data}
        loadingView={<AdminLoading>Cargando productos...</AdminLoading>}
        query={loaded}
        errorTitle="No se pudieron cargar los productos."
        emptyView={<EmptyNotice title="Ningún producto coincide con los filtros." />}
      >
        {(rows) => (
          <DataTable
            label="Productos"
            columns={productColumns({
              farmOf: (product) => product.producerName ?? producerNames.get(product.producerId) ?? 'Finca',
              busy: tasks.running,
              onToggle: (product) => void toggle(product),
            })}
            rows={rows}
            rowKey={productIdOf}
            inactive={(product) => !product.isActive}
            rowTestId="admin-product"
            updating={isValidating}
          />
        )}
      </ListState>
    </Page>
  );
}

/** The list's columns: the product over its farm, price over unit, stock, date, the visibility switch and "Editar". */
function productColumns({
  farmOf,
  busy,
  onToggle,
}: {
  farmOf: (product: Product) => string;
  busy: ReadonlySet<string>;
  onToggle: (product: Product) => void;
}): DataTableColumn<Product>[] {
  return [
    {
      label: 'Producto y finca',
      kind: 'header',
      cell: (product) => (
        <>
          <Link to={`/products/${encodeURIComponent(productIdOf(product))}`} className="user-text">
            {product.name}
          </Link>
          <span className="data-table__sub">
            <Link to={`/admin/users/${encodeURIComponent(product.producerId)}`} className="user-text">
              {farmOf(product)}
            </Link>
          </span>
        </>
      ),
    },
    {
      label: 'Precio',
      kind: 'number',
      cell: (product) => (
        <>
          {formatPrice(product.price)}
          {product.unit ? <span className="data-table__sub data-table__wrap">/ {product.unit}</span> : null}
        </>
      ),
    },
    {
      label: 'Stock',
      cell: (product) => (
        <>
          {product.stock ?? 0} <StockStatus stock={product.stock} />
        </>
      ),
    },
    { label: 'Alta', cell: (product) => formatShortDate(product.createdAt) },
    {
      label: 'Estado',
      cell: (product) => (
        <ActiveSwitch
          active={product.isActive}
          label={`${product.name}: visible en la tienda`}
          busy={busy.has(productIdOf(product))}
          onToggle={() => onToggle(product)}
        />
      ),
    },
    {
      label: 'Acciones',
      kind: 'actions',
      cell: (product) => (
        <Link
          to={`/producer/products/${encodeURIComponent(productIdOf(product))}/edit`}
          className="btn btn--ghost btn--small"
          aria-label={`Editar ${product.name}`}
        >
          Editar
        </Link>
      ),
    },
  ];
}

/** The search as the URL keeps it: trimmed, SEARCH_MAX characters at most. */
const asApplied = (draft: AdminProductFilters) => ({ ...draft, q: draft.q.trim().slice(0, SEARCH_MAX) });

function ProductFiltersForm({ filters, onApply }: FilterFormProps<AdminProductFilters>) {
  const { draft, setDraft, bar } = useFilterDraft(filters, onApply, NO_PRODUCT_FILTERS, asApplied);
  return (
    <FilterBar label="Filtrar productos" search {...bar}>
      <FilterSearch label="Buscar" filters={draft} maxLength={SEARCH_MAX} onChange={setDraft} />
      <ProducerSelect
        value={draft.producer}
        current={filters.producer}
        onChange={(producer) => setDraft({ ...draft, producer })}
      />
      <FilterSelects filters={draft} choices={PRODUCT_SELECTS} onChange={setDraft} />
    </FilterBar>
  );
}
