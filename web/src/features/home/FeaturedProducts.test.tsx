import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/utils';
import { FeaturedProducts } from './FeaturedProducts';

const PRODUCTS = [
  {
    productId: 'p1',
    id: 'p1',
    name: 'Pitahaya roja',
    shortDescription: 'Pulpa roja, muy dulce.',
    price: 4.5,
    unit: 'kg',
    thumbnailUrl: '/images/p1.jpg',
    producerName: 'Finca El Sol',
  },
  { productId: 'p2', id: 'p2', name: 'Mermelada de pitahaya', price: 6, unit: 'tarro', thumbnailUrl: null },
];

function renderFeatured() {
  return renderRoutes([{ path: '/', element: <FeaturedProducts /> }]);
}

describe('FeaturedProducts', () => {
  it('asks for the newest six and shows skeletons, then the cards', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderFeatured();
    expect(await screen.findByText('Cargando productos destacados...')).toBeInTheDocument();
    expect(document.querySelectorAll('.product-card--skeleton')).toHaveLength(6);
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/products?limit=6&sort=newest');

    answer(
      jsonResponse({
        status: { code: 'SUCCESS', message: '' },
        data: { products: PRODUCTS, nextToken: null },
      }),
    );
    const link = await screen.findByRole('link', { name: 'Pitahaya roja' });
    expect(link).toHaveAttribute('href', '/products/p1');
    expect(screen.getByRole('heading', { level: 3, name: 'Mermelada de pitahaya' })).toBeInTheDocument();
    expect(screen.getByText('Finca El Sol')).toBeInTheDocument();
    expect(screen.getByText(/4,50\s€/)).toBeInTheDocument();
    expect(document.querySelectorAll('.product-card--skeleton')).toHaveLength(0);
  });

  it('shows a friendly note when the products service is not available', async () => {
    stubFetch(() =>
      jsonResponse(
        { status: { code: 'NOT_IMPLEMENTED', message: 'Esta función todavía no está disponible.' } },
        501,
      ),
    );
    renderFeatured();
    expect(
      await screen.findByText('Los productos destacados no están disponibles ahora mismo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says when there are no products yet', async () => {
    stubFetch(() =>
      jsonResponse({ status: { code: 'SUCCESS', message: '' }, data: { products: [], nextToken: null } }),
    );
    renderFeatured();
    expect(await screen.findByText('Todavía no hay productos publicados.')).toBeInTheDocument();
  });
});
