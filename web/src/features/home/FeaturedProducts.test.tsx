import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/utils';
import { FEATURED_CARD_SIZES } from '../../lib/images/responsive';
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
    imageVariants: { '/images/p1.jpg': { width: 1200, height: 900, widths: [320, 640, 1024, 1200] } },
    producerName: 'Finca El Sol',
  },
  {
    productId: 'p3',
    id: 'p3',
    name: 'Pitahaya amarilla',
    price: 7,
    unit: 'kg',
    thumbnailUrl: '/images/p3.png',
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

  it('gives a card with WebP variants srcset and the featured grid sizes; one without keeps its plain src', async () => {
    stubFetch(() =>
      jsonResponse({
        status: { code: 'SUCCESS', message: '' },
        data: { products: PRODUCTS, nextToken: null },
      }),
    );
    renderFeatured();
    const withVariants = await screen.findByRole('img', { name: 'Pitahaya roja' });
    expect(withVariants).toHaveAttribute('src', '/images/p1.jpg');
    expect(withVariants).toHaveAttribute(
      'srcset',
      '/images/p1.w320.webp 320w, /images/p1.w640.webp 640w, /images/p1.w1024.webp 1024w, /images/p1.w1200.webp 1200w',
    );
    expect(withVariants).toHaveAttribute('sizes', FEATURED_CARD_SIZES);
    expect(withVariants).toHaveAttribute('width', '400');
    expect(withVariants).toHaveAttribute('height', '300');
    const older = screen.getByRole('img', { name: 'Pitahaya amarilla' });
    expect(older).toHaveAttribute('src', '/images/p3.png');
    expect(older).not.toHaveAttribute('srcset');
    expect(older).not.toHaveAttribute('sizes');
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
