/** /producer/dashboard: the farm's products at a glance (counts, latest, needing attention) and quick links. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../../../shared/entities.js';
import { Page } from '../../components/Page';
import { StockStatus } from '../../components/StockStatus';
import { errorMessage } from '../../lib/api/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { useSession } from '../../lib/session/session-context';
import { idOf, needingRestock, productCounts, useOwnProducts } from './own-products';
import './producer.css';
import { LoadError } from '../../components/LoadError';

const LATEST_COUNT = 5;

const newestFirst = (a: Product, b: Product) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

export default function ProducerDashboardScreen() {
  const { user } = useSession();
  const { products, error, isLoading, mutate } = useOwnProducts();
  const counts = productCounts(products ?? []);
  const latest = [...(products ?? [])].sort(newestFirst).slice(0, LATEST_COUNT);
  const attention = needingRestock(products ?? []);
  const stats = [
    { label: 'Productos', value: counts.total, tone: '' },
    { label: 'Activos', value: counts.active, tone: 'success' },
    { label: 'Inactivos', value: counts.inactive, tone: 'muted' },
    { label: 'Agotados', value: counts.outOfStock, tone: 'warning' },
  ];

  return (
    <Page
      title="Panel de productor"
      lead={
        user?.fullName
          ? `Hola, ${user.fullName}. Así están los productos de tu finca.`
          : 'Así están los productos de tu finca.'
      }
      className="producer-page"
    >
      <nav className="quick-links" aria-label="Accesos rápidos">
        <Link to="/producer/products/new" className="btn btn--primary">
          + Nuevo producto
        </Link>
        <Link to="/producer/products" className="btn btn--secondary">
          Mis productos
        </Link>
        <Link to="/producer/orders" className="btn btn--ghost">
          Pedidos
        </Link>
        <Link to="/products" className="btn btn--ghost">
          Ver la tienda
        </Link>
      </nav>

      {error && !products ? (
        <LoadError
          title="No se pudieron cargar tus productos."
          detail={errorMessage(error)}
          onRetry={() => void mutate()}
        />
      ) : (
        <>
          <section aria-labelledby="dash-stats" className="dash-section">
            <h2 id="dash-stats" className="visually-hidden">
              Resumen
            </h2>
            <dl className="stats" aria-busy={isLoading || undefined}>
              {stats.map((stat) => (
                <div key={stat.label} className={`stat${stat.tone ? ` stat--${stat.tone}` : ''}`}>
                  <dt>{stat.label}</dt>
                  <dd>
                    {isLoading ? <span className="skeleton skeleton--line skeleton--short" /> : stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <div className="dash-columns">
            <section aria-labelledby="dash-latest" className="dash-section dash-card">
              <h2 id="dash-latest" className="dash-card__title">
                Últimos productos
              </h2>
              {isLoading ? (
                <p role="status">Cargando...</p>
              ) : latest.length === 0 ? (
                <p>
                  Aún no tienes productos. <Link to="/producer/products/new">Publica el primero</Link>.
                </p>
              ) : (
                <ul className="dash-list">
                  {latest.map((product) => (
                    <DashRow key={idOf(product)} product={product}>
                      {formatPrice(product.price)} · {product.isActive ? 'Activo' : 'Inactivo'}
                      {product.createdAt ? ` · ${formatDate(product.createdAt)}` : ''}
                    </DashRow>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="dash-attention" className="dash-section dash-card">
              <h2 id="dash-attention" className="dash-card__title">
                Stock por reponer
              </h2>
              {isLoading ? (
                <p role="status">Cargando...</p>
              ) : attention.length === 0 ? (
                <p>Ninguno de tus productos activos está agotado ni le quedan pocas unidades.</p>
              ) : (
                <ul className="dash-list">
                  {attention.map((product) => (
                    <DashRow key={idOf(product)} product={product}>
                      <StockStatus stock={product.stock} showCount />
                    </DashRow>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </Page>
  );
}

/** One row of the dashboard's lists: the product's name (to its edit form) over a line of details. */
function DashRow({ product, children }: { product: Product; children: ReactNode }) {
  return (
    <li className="dash-row">
      <Link to={`/producer/products/${encodeURIComponent(idOf(product))}/edit`} className="user-text">
        {product.name}
      </Link>
      <span className="dash-row__meta">{children}</span>
    </li>
  );
}
