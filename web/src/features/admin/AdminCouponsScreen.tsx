/**
 * /admin/coupons (ours: an addition to the original admin screens): the coupons (GET /v1/orders/coupons, every
 * page), a form to create one (POST, checked with the shared couponCreateSchema first) and a switch to
 * activate or deactivate each (PATCH /v1/orders/coupons/{code}).
 */
import type { CouponDefinition } from '../../../../shared/contracts/orders/entities.js';
import { COUPON_ADMIN_MESSAGES } from '../../../../shared/messages/coupon-admin.js';
import { ActiveSwitch } from '../../components/ActiveSwitch';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyNotice, ListState } from '../../components/ListState';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toast/toast-context';
import { useSession } from '../../lib/session/session-context';
import { CouponCreateForm } from './CouponCreateForm';
import { CouponStateBadge } from './CouponStateBadge';
import { setCouponActive, useAllCoupons } from './coupons-api';
import { couponAmount, couponUses, couponValidity } from './coupon-form';
import { useAdminTasks } from './use-admin-tasks';
import { formatPrice } from '../../lib/format';
import { optimistic } from '../../lib/api/optimistic';
import './admin.css';
import { AdminCard } from './AdminCard';

const withCoupon = (list: readonly CouponDefinition[], coupon: CouponDefinition): CouponDefinition[] =>
  list.some((item) => item.code === coupon.code)
    ? list.map((item) => (item.code === coupon.code ? coupon : item))
    : [coupon, ...list];

export default function AdminCouponsScreen() {
  const { user: me } = useSession();
  const toast = useToast();
  const tasks = useAdminTasks();
  const loaded = useAllCoupons(me?.id);
  const { data, isLoading, mutate } = loaded;

  const toggle = async (coupon: CouponDefinition) => {
    const isActive = !coupon.isActive;
    await tasks.run(coupon.code, async () => {
      await mutate(
        async (current) => {
          const answer = await setCouponActive(coupon.code, isActive);
          return withCoupon(current ?? [], answer?.coupon ?? { ...coupon, isActive });
        },
        optimistic((current) => withCoupon(current ?? [], { ...coupon, isActive })),
      );
      toast.success(
        isActive
          ? COUPON_ADMIN_MESSAGES.activated(coupon.code)
          : COUPON_ADMIN_MESSAGES.deactivated(coupon.code),
      );
    });
  };

  const coupons = data ?? [];
  return (
    <Page
      title="Cupones"
      lead="Crea cupones de descuento y actívalos o desactívalos. Los clientes los escriben en su carrito."
      className="admin-page"
    >
      <AdminCard title="Nuevo cupón">
        <CouponCreateForm
          onCreated={(coupon) => {
            void mutate((current) => withCoupon(current ?? [], coupon), { revalidate: false });
            toast.success(COUPON_ADMIN_MESSAGES.created(coupon.code));
          }}
          existing={(code) =>
            coupons.some((coupon) => coupon.code === code) ? COUPON_ADMIN_MESSAGES.exists(code) : null
          }
        />
      </AdminCard>

      <section aria-labelledby="coupon-list">
        <h2 id="coupon-list" className="card__title">
          Cupones de la tienda
        </h2>
        <ListState
          data={data}
          loading={isLoading}
          loadingView={<p role="status">Cargando cupones...</p>}
          query={loaded}
          errorTitle="No se pudieron cargar los cupones."
          emptyView={<EmptyNotice title="Todavía no hay cupones." />}
        >
          {(rows) => (
            <DataTable
              label="Cupones"
              columns={couponColumns(tasks.running, (coupon) => void toggle(coupon))}
              rows={rows}
              rowKey={(coupon) => coupon.code}
              inactive={(coupon) => !coupon.isActive}
              rowTestId="admin-coupon"
            />
          )}
        </ListState>
      </section>
    </Page>
  );
}

/** The list's columns: code and description, discount, minimum order, validity, uses and the switch. */
function couponColumns(
  busy: ReadonlySet<string>,
  onToggle: (coupon: CouponDefinition) => void,
): DataTableColumn<CouponDefinition>[] {
  return [
    {
      label: 'Código',
      kind: 'header',
      cell: (coupon) => (
        <>
          <span className="data-table__ref">{coupon.code}</span>
          {coupon.description ? (
            <span className="data-table__sub user-text">{coupon.description}</span>
          ) : null}
        </>
      ),
    },
    { label: 'Descuento', cell: couponAmount },
    { label: 'Pedido mínimo', cell: (coupon) => (coupon.minTotal ? formatPrice(coupon.minTotal) : '—') },
    { label: 'Validez', cell: couponValidity },
    {
      label: 'Usos',
      cell: (coupon) => (
        <>
          {couponUses(coupon)}
          {coupon.oncePerCustomer ? <span className="data-table__sub">Uno por cliente</span> : null}
        </>
      ),
    },
    { label: 'Estado', cell: (coupon) => <CouponStateBadge coupon={coupon} /> },
    {
      label: 'Encendido',
      cell: (coupon) => (
        <ActiveSwitch
          active={coupon.isActive}
          label={`Cupón ${coupon.code} encendido`}
          busy={busy.has(coupon.code)}
          onToggle={() => onToggle(coupon)}
          onText="Encendido"
          offText="Apagado"
        />
      ),
    },
  ];
}
