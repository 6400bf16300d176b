import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen, link } from '../../test/utils';
import ProductSubscribe from './ProductSubscribe';

describe('«Suscríbete» on the product page', () => {
  it("says the intervals and the first box's date on its farm's calendar (the server's answer)", async () => {
    apiServer({
      'GET /v1/subscriptions/first-box/p1': () =>
        ok({ productId: 'p1', nextOrderDate: '2030-12-06', cutoffAt: '2030-12-03T17:00:00.000Z' }),
    });
    renderScreen(
      '/products/p1',
      <ProductSubscribe productId="p1" subscription={{ intervals: ['weekly', 'monthly'] }} />,
    );
    const offer = screen.getByTestId('product-subscribe');
    expect(offer).toHaveTextContent('Recíbelo con frecuencia semanal o mensual.');
    expect(await screen.findByText(/Primera caja: viernes 6 de diciembre\./)).toBeInTheDocument();
    expect(link('Suscríbete')).toHaveAttribute('href', '/suscripciones/nueva?producto=p1');
  });
});
