import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-answers';
import { apiServer } from '../../test/commerce';
import { renderScreen } from '../../test/utils';
import StockAlert from './StockAlert';

describe('«Avísame» on a product that cannot be ordered now', () => {
  it('lets a consumer ask to be told, then take it back', async () => {
    const server = apiServer({
      'GET /v1/products/p1/alert': () => ok({ alert: { productId: 'p1', active: false } }),
      'POST /v1/products/p1/alert': () =>
        ok({ alert: { productId: 'p1', active: true, waitsFor: 'stock', createdAt: 'x' } }, 201),
      'DELETE /v1/products/p1/alert': () => ok({ alert: { productId: 'p1', active: false } }),
    });
    renderScreen('/products/:id', <StockAlert productId="p1" />, { path: '/products/p1', role: 'consumer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Avísame' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Te avisaremos por correo y en tus notificaciones cuando se pueda pedir.',
    );
    expect(server.to('POST', '/v1/products/p1/alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Ya no quiero el aviso' }));
    expect(await screen.findByRole('button', { name: 'Avísame' })).toBeInTheDocument();
    expect(server.to('DELETE', '/v1/products/p1/alert')).toHaveLength(1);
  });

  it('asks a visitor to sign in first, and shows a farm nothing', async () => {
    apiServer({});
    const visitor = renderScreen('/products/:id', <StockAlert productId="p1" />, { path: '/products/p1' });
    expect(
      screen.getByRole('link', { name: 'Inicia sesión para que te avisemos cuando se pueda pedir.' }),
    ).toHaveAttribute('href', '/login?redirect=%2Fproducts%2Fp1');
    visitor.unmount();
    const farm = renderScreen('/products/:id', <StockAlert productId="p1" />, {
      path: '/products/p1',
      role: 'producer',
    });
    expect(farm.container.querySelector('[data-testid="stock-alert"]')).toBeNull();
  });
});
