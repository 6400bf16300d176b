import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CouponDefinition } from '../../../../shared/contracts/orders/entities.js';
import { COUPON_ADMIN_MESSAGES as M } from '../../../../shared/messages/coupon-admin.js';
import { ok } from '../../test/api-answers';
import { renderScreen, stubFetch } from '../../test/utils';
import AdminCouponsScreen from './AdminCouponsScreen';

const coupon = (code: string, overrides: Partial<CouponDefinition> = {}): CouponDefinition => ({
  code,
  type: 'percent',
  value: 10,
  usesCount: 2,
  maxUses: 50,
  oncePerCustomer: false,
  isActive: true,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

function render() {
  return renderScreen('/admin/coupons', <AdminCouponsScreen />, { role: 'admin' });
}

afterEach(() => vi.unstubAllGlobals());

describe('admin coupons', () => {
  it('lists the coupons with discount, uses and status', async () => {
    stubFetch(() =>
      ok({
        coupons: [
          coupon('BIENVENIDA'),
          coupon('FIJO5', { type: 'fixed', value: 5, isActive: false, maxUses: undefined }),
          // Switched on, but its dates are over (the seed's VERANO2025); another used up.
          coupon('VERANO2025', { validUntil: '2025-09-01T00:00:00.000Z', maxUses: undefined, usesCount: 7 }),
          coupon('AGOTADO', { usesCount: 50 }),
        ],
        nextToken: null,
      }),
    );
    render();
    const rows = await screen.findAllByTestId('admin-coupon');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('10 %')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 de 50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('5,00 €')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('switch', { name: 'Cupón FIJO5 encendido' })).not.toBeChecked();
    const states = rows.map((row) => row.querySelector('[data-coupon-state]')?.textContent);
    expect(states).toEqual(['Activo', 'Inactivo', 'Vencido', 'Agotado']);
    // An unlimited coupon shows its uses too.
    expect(within(rows[2]!).getByText('7')).toBeInTheDocument();
  });

  it("shows the shared schema's messages and sends nothing when the form is wrong", async () => {
    const fetchMock = stubFetch(() => ok({ coupons: [coupon('BIENVENIDA')], nextToken: null }));
    render();
    await screen.findAllByTestId('admin-coupon');
    await userEvent.type(screen.getByLabelText('Código'), 'x');
    await userEvent.type(screen.getByLabelText('Descuento (%)'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText(M.codeFormat)).toBeInTheDocument();
    expect(screen.getByText(M.percentMax)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Código'));
    await userEvent.type(screen.getByLabelText('Código'), 'bienvenida');
    await userEvent.clear(screen.getByLabelText('Descuento (%)'));
    await userEvent.type(screen.getByLabelText('Descuento (%)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText(M.exists('BIENVENIDA'))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates a coupon and adds it to the list', async () => {
    const fetchMock = stubFetch((url, init) =>
      init.method === 'POST'
        ? ok(
            { coupon: coupon('VERANO26', { type: 'fixed', value: 4.5, usesCount: 0, maxUses: undefined }) },
            201,
          )
        : ok({ coupons: [], nextToken: null }),
    );
    render();
    expect(await screen.findByText('Todavía no hay cupones.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Código'), 'verano26');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de descuento'), 'fixed');
    await userEvent.type(screen.getByLabelText('Descuento (€)'), '4,50');
    await userEvent.click(screen.getByLabelText('Un solo uso por cliente'));
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText('Cupón VERANO26 creado.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/v1/orders/coupons');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      code: 'verano26',
      type: 'fixed',
      value: 4.5,
      oncePerCustomer: true,
    });
    expect(await screen.findAllByTestId('admin-coupon')).toHaveLength(1);
    expect(screen.getByLabelText('Código')).toHaveValue('');
  });

  it('deactivates a coupon with its switch', async () => {
    const fetchMock = stubFetch((url, init) =>
      init.method === 'PATCH'
        ? ok({ coupon: coupon('BIENVENIDA', { isActive: false }) })
        : ok({ coupons: [coupon('BIENVENIDA')], nextToken: null }),
    );
    render();
    const toggle = await screen.findByRole('switch', { name: 'Cupón BIENVENIDA encendido' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Cupón BIENVENIDA desactivado.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/v1/orders/coupons/BIENVENIDA');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ isActive: false });
  });
});
