import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../shared/contracts/carts/entities.js';
import { renderScreen, link } from '../../test/utils';
import { WithdrawalNotice } from './WithdrawalNotice';

const line = (id: string, name: string, withdrawal?: CartItem['product']['withdrawal']): CartItem => ({
  id,
  productId: id,
  quantity: 1,
  price: 5,
  product: {
    productId: id,
    name,
    price: 5,
    thumbnailUrl: null,
    unit: 'kg',
    isActive: true,
    producerId: 'f',
    ...(withdrawal ? { withdrawal } : {}),
  },
});

describe('the withdrawal notice before the order button', () => {
  it('names each line that cannot be returned, and why', () => {
    renderScreen(
      '/checkout',
      <WithdrawalNotice
        items={[
          line('a', 'Pitahaya roja', 'perishable'),
          line('b', 'Infusión', 'allowed'),
          line('c', 'Mermelada', 'sealed'),
          line('d', 'Caja con tu nombre', 'personalised'),
        ]}
      />,
    );
    const notice = screen.getByTestId('checkout-withdrawal');
    expect(within(notice).getByText('Productos que no se pueden devolver')).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pitahaya roja: Sin derecho de desistimiento: es un producto perecedero.',
      'Mermelada: Sin derecho de desistimiento si lo desprecintas: va precintado por higiene.',
      'Caja con tu nombre: Sin derecho de desistimiento: se prepara a tu medida.',
    ]);
    expect(link('Condiciones de compra', notice)).toHaveAttribute('href', '/condiciones');
  });

  it('says every line can be returned when none is exempt (a line without its right recorded keeps it)', () => {
    renderScreen(
      '/checkout',
      <WithdrawalNotice items={[line('b', 'Infusión', 'allowed'), line('e', 'Antigua')]} />,
    );
    expect(screen.getByTestId('checkout-withdrawal')).toHaveTextContent(
      'Puedes desistir de la compra de todos estos productos en 14 días desde que los recibes.',
    );
  });
});
