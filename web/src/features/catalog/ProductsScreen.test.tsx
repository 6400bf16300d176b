import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, link, optionTexts, renderRoutes, stubFetch } from '../../test/utils';
import ProductsScreen from './ProductsScreen';

const product = (n: number, overrides: Record<string, unknown> = {}) => ({
  productId: `p${n}`,
  id: `p${n}`,
  name: `Producto ${n}`,
  shortDescription: 'Rico',
  price: n + 0.5,
  stock: 20,
  unit: 'kg',
  thumbnailUrl: `/images/products/p${n}/a.webp`,
  imageUrls: [],
  isActive: true,
  producerName: 'Finca El Sol',
  ...overrides,
});

const page = (products: unknown[], nextToken: string | null = null) =>
  jsonResponse({ status: { code: 'SUCCESS', message: '' }, data: { products, nextToken } });

function render(path = '/products') {
  return renderRoutes([{ path: '/products', element: <ProductsScreen /> }], { path });
}

/** Picks `value` in the select labelled `label`, then waits for the address's query to be `search`. */
async function pick(
  router: ReturnType<typeof render>['router'],
  label: string,
  value: string,
  search: string,
) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await waitFor(() => expect(router.state.location.search).toBe(search));
}

/** The catalog page requests (the counts, GET /v1/products/facets, are checked on their own). */
const apiCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => !url.startsWith('/v1/products/facets'));
const facetCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => url.startsWith('/v1/products/facets'));
const facets = {
  categories: [
    { category: 'fruta-fresca', count: 4 },
    { category: 'elaborados', count: 2 },
  ],
  varieties: [{ variety: 'amarilla', count: 1 }],
  origins: [
    { origin: 'La Palma', count: 1 },
    { origin: 'Níjar, Almería', count: 4 },
  ],
  harvest: [
    { window: '7d', count: 2 },
    { window: '30d', count: 5 },
  ],
  farms: [
    { producerId: 'farm-1', name: 'Finca El Sol', count: 5 },
    { producerId: 'farm-2', name: 'Huerta Luna', count: 1 },
  ],
  complete: true,
};
/** The page for product lists, the counts for the facets. */
const answers = (products: unknown[]) => (url: string) =>
  String(url).startsWith('/v1/products/facets')
    ? jsonResponse({ status: { code: 'SUCCESS', message: '' }, data: { facets } })
    : page(products);

describe('catalog screen', () => {
  it('shows skeletons, then the page of products with images sized and lazy below the fold', async () => {
    const fetchMock = stubFetch(() => page(Array.from({ length: 6 }, (_, index) => product(index + 1))));
    render();
    expect(screen.getByTestId('catalog-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Producto 1' })).toHaveAttribute('href', '/products/p1');
    expect(apiCalls(fetchMock)[0]).toBe('/v1/products?sort=newest&limit=12');
    expect(screen.getByRole('heading', { level: 2, name: '6 productos' })).toBeInTheDocument();
    const images = screen.getAllByRole('img');
    expect(images[0]).toHaveAttribute('alt', 'Producto 1');
    expect(images[0]).toHaveAttribute('width', '400');
    expect(images[0]).toHaveAttribute('height', '300');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[5]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(/^1,50\s€/)).toBeInTheDocument();
  });

  it('reads the filters from the URL and asks the API for that view', async () => {
    const fetchMock = stubFetch(() => page([product(1)]));
    render('/products?q=roja&minPrice=2&maxPrice=9,5&sort=price_desc');
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(apiCalls(fetchMock)[0]).toBe(
      '/v1/products?q=roja&sort=price_desc&minPrice=2&maxPrice=9.5&limit=12',
    );
    expect(screen.getByLabelText('Buscar')).toHaveValue('roja');
    expect(screen.getByLabelText('Mínimo')).toHaveValue('2');
    expect(screen.getByLabelText('Máximo')).toHaveValue('9,5');
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('price_desc');
  });

  it('puts the search and price range in the URL and starts at page 1', async () => {
    const fetchMock = stubFetch(() => page([product(1)], 'tok-2'));
    const { router } = render('/products?cursor=tok-1&sort=name');
    await screen.findByRole('link', { name: 'Producto 1' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Buscar'), 'pitahaya roja');
    await user.type(screen.getByLabelText('Mínimo'), '3,5');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=pitahaya+roja&minPrice=3.5&sort=name'));
    await waitFor(() =>
      expect(apiCalls(fetchMock).at(-1)).toBe('/v1/products?q=pitahaya+roja&sort=name&minPrice=3.5&limit=12'),
    );
  });

  it('checks the price range before searching', async () => {
    stubFetch(() => page([product(1)]));
    const { router } = render();
    await screen.findByRole('link', { name: 'Producto 1' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mínimo'), '10');
    await user.type(screen.getByLabelText('Máximo'), '5');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    const min = screen.getByLabelText('Mínimo');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription('El precio mínimo no puede ser mayor que el máximo');
    expect(min).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('folds the filters behind a button that counts the active ones (narrow screens)', async () => {
    stubFetch(() => page([product(1)]));
    const { router } = render('/products?q=roja&maxPrice=9');
    await screen.findByRole('link', { name: 'Producto 1' });
    const toggle = screen.getByRole('button', { name: 'Filtros (2 activos)' });
    const form = screen.getByRole('search', { name: 'Buscar y filtrar productos' });
    // The button folds the whole panel: the search form and the category, variety and farm filters.
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(form);
    expect(panel).toContainElement(await screen.findByTestId('catalog-choices'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveClass('is-open');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar filtros (2 activos)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(panel).toHaveClass('is-open');
    // Applying closes the panel, so the results come first again.
    await userEvent.clear(screen.getByLabelText('Buscar', { exact: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe('?maxPrice=9'));
    expect(screen.getByRole('button', { name: 'Filtros (1 activo)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('on a phone, renders the folded list filters and asks for their counts only once «Filtros» opens', async () => {
    const narrow = (query: string) =>
      ({
        matches: query !== '(min-width: 960px)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    vi.stubGlobal('matchMedia', narrow);
    const fetchMock = stubFetch(answers([product(1)]));
    render('/products');
    await screen.findByRole('link', { name: 'Producto 1' });
    // The page's first view is there, and the browser has been idle: still no list filters nor counts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('catalog-choices')).toBeNull();
    expect(facetCalls(fetchMock)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(await screen.findByRole('radio', { name: /^Fruta fresca/ })).toBeInTheDocument();
    await waitFor(() => expect(facetCalls(fetchMock)).toEqual(['/v1/products/facets']));
  });

  it('changes the sort at once, keeping the filters', async () => {
    const fetchMock = stubFetch(() => page([product(1)]));
    const { router } = render('/products?q=miel');
    await screen.findByRole('link', { name: 'Producto 1' });
    await pick(router, 'Ordenar por', 'price_asc', '?q=miel&sort=price_asc');
    await waitFor(() =>
      expect(apiCalls(fetchMock).at(-1)).toBe('/v1/products?q=miel&sort=price_asc&limit=12'),
    );
  });

  it('pages with next / previous over the token stack in the URL', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('nextToken=tok-2') ? page([product(13)], null) : page([product(1)], 'tok-2'),
    );
    const { router } = render('/products?q=roja');
    await screen.findByRole('link', { name: 'Producto 1' });
    // One product and a next page: the range, not a count that reads like a total.
    expect(screen.getByRole('heading', { level: 2, name: 'Producto 1' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginación de productos' });
    expect(within(pager).queryByRole('link', { name: /Anterior/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(pager).getByRole('link', { name: /Siguiente/ }));
    // The cursor carries how many products came before its page (1 here: the first page was short).
    await waitFor(() => expect(router.state.location.search).toBe('?q=roja&cursor=1.tok-2'));
    expect(await screen.findByRole('link', { name: 'Producto 13' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Producto 2 de 2' })).toBeInTheDocument();
    expect(apiCalls(fetchMock).at(-1)).toBe('/v1/products?q=roja&sort=newest&limit=12&nextToken=tok-2');
    const pager2 = screen.getByRole('navigation', { name: 'Paginación de productos' });
    expect(within(pager2).getByText('Página 2')).toBeInTheDocument();
    expect(within(pager2).queryByRole('link', { name: /Siguiente/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(pager2).getByRole('link', { name: /Anterior/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=roja'));
  });

  it('says when nothing matches, with a way back to the whole catalog', async () => {
    stubFetch(() => page([]));
    render('/products?q=kiwi&sort=name');
    expect(await screen.findByText('No encontramos productos con esos filtros')).toBeInTheDocument();
    expect(link('Ver todos los productos')).toHaveAttribute('href', '/products?sort=name');
    expect(link('Quitar filtros')).toHaveAttribute('href', '/products?sort=name');
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    const fetchMock = stubFetch(() =>
      fail ? jsonResponse({ status: { code: 'INTERNAL_ERROR', message: 'x' } }, 500) : page([product(1)]),
    );
    render();
    expect(await screen.findByText('No se pudieron cargar los productos.')).toBeInTheDocument();
    expect(screen.getByText('Error interno del servidor. Intenta nuevamente.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Producto 1' })).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toHaveLength(2);
  });

  it('marks products that are running out or sold out', async () => {
    stubFetch(() => page([product(1, { stock: 3 }), product(2, { stock: 0 }), product(3)]));
    render();
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(screen.getByText('Pocas unidades')).toBeInTheDocument();
    expect(screen.getByText('Agotado')).toBeInTheDocument();
    expect(screen.queryByText('Disponible')).not.toBeInTheDocument();
  });

  it('filters by category, variety and farm with counts, at once and in the URL, without reading the counts again per page', async () => {
    const fetchMock = stubFetch(answers([product(1, { producerId: 'farm-1' })]));
    const { router } = render('/products?q=roja');
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(facetCalls(fetchMock)).toEqual(['/v1/products/facets?q=roja']);
    const categories = within(screen.getByRole('group', { name: 'Categoría' }));
    expect(await categories.findByRole('radio', { name: /^Fruta fresca.*4 productos/ })).not.toBeChecked();
    expect(categories.getByRole('radio', { name: /^Todas.*6 productos/ })).toBeChecked();
    await userEvent.click(categories.getByRole('radio', { name: /^Elaborados.*2 productos/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=roja&category=elaborados'));
    await waitFor(() =>
      expect(apiCalls(fetchMock).at(-1)).toBe('/v1/products?q=roja&sort=newest&category=elaborados&limit=12'),
    );
    expect(facetCalls(fetchMock).at(-1)).toBe('/v1/products/facets?q=roja&category=elaborados');
    fireEvent.change(screen.getByLabelText('Variedad'), { target: { value: 'amarilla' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=roja&category=elaborados&variety=amarilla'),
    );
    expect(screen.getByRole('option', { name: 'Huerta Luna (1)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Finca'), { target: { value: 'farm-2' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=roja&category=elaborados&variety=amarilla&producerId=farm-2',
      ),
    );
    expect(screen.getByRole('button', { name: 'Filtros (4 activos)' })).toBeInTheDocument();
    // Sorting reads the page again, not the counts.
    const counted = facetCalls(fetchMock).length;
    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(apiCalls(fetchMock).at(-1)).toContain('sort=price_asc'));
    expect(facetCalls(fetchMock)).toHaveLength(counted);
  });

  it('filters by origin and harvest window with counts, in the URL; any spelling of a place selects it', async () => {
    const fetchMock = stubFetch(answers([product(1)]));
    const { router } = render('/products?origin=nijar+(almeria)');
    await screen.findByRole('link', { name: 'Producto 1' });
    // The URL's spelling filters the same place; the option shows the catalog's spelling with its count.
    const origin = screen.getByLabelText('Origen');
    await waitFor(() => expect(origin).toHaveDisplayValue('Níjar, Almería (4)'));
    expect(apiCalls(fetchMock)[0]).toBe('/v1/products?sort=newest&origin=nijar+(almeria)&limit=12');
    expect(optionTexts(origin)).toEqual(['Todos los orígenes', 'La Palma (1)', 'Níjar, Almería (4)']);
    await pick(router, 'Origen', 'la palma', '?origin=La+Palma');
    expect(facetCalls(fetchMock).at(-1)).toBe('/v1/products/facets?origin=La+Palma');

    const harvest = screen.getByLabelText('Cosecha');
    expect(optionTexts(harvest)).toEqual(['Cualquier fecha', 'Últimos 7 días (2)', 'Últimos 30 días (5)']);
    await pick(router, 'Cosecha', '7d', '?origin=La+Palma&harvest=7d');
    await waitFor(() =>
      expect(apiCalls(fetchMock).at(-1)).toBe('/v1/products?sort=newest&origin=La+Palma&harvest=7d&limit=12'),
    );
    expect(screen.getByRole('button', { name: 'Filtros (2 activos)' })).toBeInTheDocument();
    // Back to every origin and any date.
    await pick(router, 'Origen', '', '?harvest=7d');
    await pick(router, 'Cosecha', '', '');
  });

  it('filters pre-orders only (or what ships now) from «Disponibilidad», in the URL and the API query', async () => {
    const fetchMock = stubFetch(answers([product(1)]));
    const { router } = render('/products');
    await screen.findByRole('link', { name: 'Producto 1' });
    const availability = screen.getByLabelText('Disponibilidad');
    expect(optionTexts(availability)).toEqual(['Todos los productos', 'Disponibles ya', 'En reserva']);
    await pick(router, 'Disponibilidad', 'preorder', '?availability=preorder');
    await waitFor(() =>
      expect(apiCalls(fetchMock).at(-1)).toBe('/v1/products?sort=newest&availability=preorder&limit=12'),
    );
    expect(facetCalls(fetchMock).at(-1)).toBe('/v1/products/facets?availability=preorder');
    expect(screen.getByRole('button', { name: 'Filtros (1 activo)' })).toBeInTheDocument();
    await pick(router, 'Disponibilidad', '', '');
  });

  it('offers every harvest window, and the chosen origin as the URL spells it, until the counts arrive', async () => {
    stubFetch((url: string) =>
      String(url).startsWith('/v1/products/facets') ? new Promise<Response>(() => {}) : page([product(1)]),
    );
    render('/products?origin=Motril&harvest=90d');
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(screen.getByLabelText('Origen')).toHaveDisplayValue('Motril');
    expect(screen.getByLabelText('Cosecha')).toHaveDisplayValue('Últimos 90 días');
    expect(optionTexts(screen.getByLabelText('Cosecha'))).toEqual([
      'Cualquier fecha',
      'Últimos 7 días',
      'Últimos 30 días',
      'Últimos 90 días',
    ]);
  });

  it('adds one unit to the cart from a card, with «Ver carrito» in the toast', async () => {
    stubFetch(
      answers([product(1, { producerId: 'farm-1' }), product(2, { producerId: 'farm-1', stock: 0 })]),
    );
    render();
    await screen.findByRole('link', { name: 'Producto 1' });
    // Sold out: no button.
    expect(screen.getAllByRole('button', { name: /^Añadir al carrito/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al carrito: Producto 1' }));
    expect(await screen.findByText('Producto añadido al carrito')).toBeInTheDocument();
    expect(link('Ver carrito')).toHaveAttribute('href', '/cart');
    const stored = JSON.parse(localStorage.getItem('local_cart') ?? '{}') as {
      items?: { productId: string; quantity: number }[];
    };
    expect(stored.items).toEqual([expect.objectContaining({ productId: 'p1', quantity: 1 })]);
  });
});
