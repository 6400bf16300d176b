/**
 * /admin/coupons (ours: coupon management is beyond the spec): the coupons (GET /v1/orders/coupons, every
 * page), a form to create one (POST, checked with the shared couponCreateSchema first) and a switch to
 * activate or deactivate each (PATCH /v1/orders/coupons/{code}).
 */
import { useState } from 'react';
import type { CouponDefinition } from '../../../../shared/contracts/orders/entities.js';
import { COUPON_ADMIN_MESSAGES } from '../../../../shared/messages/coupon.js';
import { LoadError } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { useSession } from '../../lib/session/session-context';
import { CouponCreateForm } from './CouponCreateForm';
import { adminErrorMessage } from './admin-errors';
import { setCouponActive, useAllCoupons } from './coupons-api';
import { couponAmount, couponUses, couponValidity } from './coupon-form';
import { formatPrice } from '../../lib/format';
import './admin.css';

const withCoupon = (list: readonly CouponDefinition[], coupon: CouponDefinition): CouponDefinition[] =>
  list.some((item) => item.code === coupon.code)
    ? list.map((item) => (item.code === coupon.code ? coupon : item))
    : [coupon, ...list];

export default function AdminCouponsScreen() {
  const { user: me } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { data, error, isLoading, isValidating, mutate } = useAllCoupons(me?.id);

  const toggle = async (coupon: CouponDefinition) => {
    const isActive = !coupon.isActive;
    setBusy((current) => new Set(current).add(coupon.code));
    try {
      await mutate(
        async (current) => {
          const answer = await setCouponActive(coupon.code, isActive);
          return withCoupon(current ?? [], answer?.coupon ?? { ...coupon, isActive });
        },
        {
          optimisticData: (current) => withCoupon(current ?? [], { ...coupon, isActive }),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
      toast.success(
        isActive
          ? COUPON_ADMIN_MESSAGES.activated(coupon.code)
          : COUPON_ADMIN_MESSAGES.deactivated(coupon.code),
      );
    } catch (failure) {
      toast.error(adminErrorMessage(failure));
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(coupon.code);
        return next;
      });
    }
  };

  const coupons = data ?? [];
  return (
    <Page
      title="Cupones"
      lead="Crea cupones de descuento y actívalos o desactívalos. Los clientes los escriben en su carrito."
      className="admin-page"
    >
      <section className="admin-card" aria-labelledby="coupon-new">
        <h2 id="coupon-new" className="admin-card__title">
          Nuevo cupón
        </h2>
        <CouponCreateForm
          onCreated={(coupon) => {
            void mutate((current) => withCoupon(current ?? [], coupon), { revalidate: false });
            toast.success(COUPON_ADMIN_MESSAGES.created(coupon.code));
          }}
          existing={(code) =>
            coupons.some((coupon) => coupon.code === code) ? COUPON_ADMIN_MESSAGES.exists(code) : null
          }
        />
      </section>

      <section aria-labelledby="coupon-list">
        <h2 id="coupon-list" className="admin-card__title">
          Cupones de la tienda
        </h2>
        {isLoading ? (
          <p role="status">Cargando cupones...</p>
        ) : error && !data ? (
          <LoadError
            title="No se pudieron cargar los cupones."
            detail={errorMessage(error)}
            retrying={isValidating}
            onRetry={() => void mutate()}
          />
        ) : coupons.length === 0 ? (
          <div className="notice notice--soft">
            <p className="notice__title">Todavía no hay cupones.</p>
          </div>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table" aria-label="Cupones">
              <thead>
                <tr>
                  <th scope="col">Código</th>
                  <th scope="col">Descuento</th>
                  <th scope="col">Pedido mínimo</th>
                  <th scope="col">Validez</th>
                  <th scope="col">Usos</th>
                  <th scope="col">Estado</th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((coupon) => (
                  <tr
                    key={coupon.code}
                    className={coupon.isActive ? '' : 'is-inactive'}
                    data-testid="admin-coupon"
                  >
                    <th scope="row">
                      <span className="admin-ref">{coupon.code}</span>
                      {coupon.description ? (
                        <span className="admin-sub user-text">{coupon.description}</span>
                      ) : null}
                    </th>
                    <td data-label="Descuento">{couponAmount(coupon)}</td>
                    <td data-label="Pedido mínimo">{coupon.minTotal ? formatPrice(coupon.minTotal) : '—'}</td>
                    <td data-label="Validez">{couponValidity(coupon)}</td>
                    <td data-label="Usos">
                      {couponUses(coupon)}
                      {coupon.oncePerCustomer ? <span className="admin-sub">Uno por cliente</span> : null}
                    </td>
                    <td data-label="Estado">
                      <button
                        type="button"
                        role="switch"
                        aria-checked={coupon.isActive}
                        aria-label={`Cupón ${coupon.code} activo`}
                        className="switch"
                        disabled={busy.has(coupon.code)}
                        onClick={() => void toggle(coupon)}
                      >
                        <span className="switch__track" aria-hidden="true">
                          <span className="switch__thumb" />
                        </span>
                        <span className="switch__text" aria-hidden="true">
                          {coupon.isActive ? 'Activo' : 'Inactivo'}
                        </span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Page>
  );
}
