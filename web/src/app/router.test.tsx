import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UI_MESSAGES } from '../../../shared/messages/ui.js';
import type { Role } from '../../../shared/constants/roles.js';
import { ScreenErrorBoundary } from '../components/ErrorPage';
import { SIGN_IN_TO_CONTINUE } from '../components/RequireRole';
import { DEFAULT_DESCRIPTION } from '../lib/document-title';
import { OPEN_DURING_MAINTENANCE } from '../lib/maintenance';
import { pageName, toPage } from '../lib/page-names';
import type { SessionContextValue } from '../lib/session/session-context';
import { mockSession, renderRoutes, signedInSession, stubFetch, link } from '../test/utils';
import { lazyScreen, preloadScreens } from './lazy-screen';
import { moreRoutes } from './more-routes';
import { routes } from './router';

/** The API is not there: every call fails like a missing service. */
function noApi() {
  return stubFetch(() => new Response(null, { status: 502 }));
}

async function heading() {
  return screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
}

/** Renders the app's routes at `path` with the API down; answers the page's h1 once it shows. */
async function openPage(path: string, session?: SessionContextValue) {
  const fetchMock = noApi();
  const view = renderRoutes(routes, { path, session });
  return { ...view, fetchMock, title: await heading() };
}

describe('routes', () => {
  it('shows the not-found page for any unknown path, with a link home', async () => {
    const { title } = await openPage('/esto/no/existe');
    expect(title).toHaveTextContent('Página no encontrada');
    const main = screen.getByRole('main');
    expect(link('Volver al inicio', main)).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Pitahaya Marketplace'));
  });

  it('shows /access-denied with a link home (what the browser suite checked in Chromium)', async () => {
    const { title } = await openPage('/access-denied');
    expect(title).toHaveTextContent('Acceso denegado');
    expect(link('Volver al inicio', screen.getByRole('main'))).toHaveAttribute('href', '/');
  });

  it('renders the layout landmarks and the skip link first', async () => {
    const { title } = await openPage('/about');
    expect(title).toHaveTextContent('Sobre nosotros');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveAttribute('href', '#contenido');
    await userEvent.tab();
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  // The document title is the heading's unless a third column says otherwise.
  it.each<[string, string, string?]>([
    ['/', 'Pitahayas frescas de fincas que conoces', 'Inicio'],
    ['/home', 'Pitahayas frescas de fincas que conoces', 'Inicio'],
    ['/about', 'Sobre nosotros'],
    ['/contact', 'Contacto'],
    ['/faq', 'Preguntas frecuentes'],
    ['/guide', 'Guía de compra'],
    ['/blog', 'Blog'],
    ['/blog/de-la-flor-al-fruto', 'De la flor al fruto: el ciclo de la pitahaya'],
    ['/blog/category/en-la-cocina', 'En la cocina', 'En la cocina · Blog'],
    ['/aviso-legal', 'Aviso legal'],
    ['/privacidad', 'Política de privacidad'],
    ['/condiciones', 'Condiciones de compra'],
    ['/cookies', 'Cookies y almacenamiento'],
    // The old addresses of the legal pages lead to the new ones.
    ['/privacy', 'Política de privacidad'],
    ['/terms', 'Condiciones de compra'],
    ['/products', 'Productos'],
    // The product page with the API down: its error page (the route works, the product cannot load).
    ['/products/p-1', 'No se pudo cargar el producto'],
    ['/login', 'Iniciar sesión'],
    ['/register', 'Crear cuenta'],
    ['/register-producer', 'Vende con nosotros'],
    ['/confirm-account', 'Confirmar cuenta'],
    ['/forgot-password', 'Recuperar contraseña'],
    ['/reset-password', 'Restablecer contraseña'],
    ['/access-denied', 'Acceso denegado'],
    ['/cart', 'Tu carrito', 'Carrito'],
    // A visitor is asked to sign in: an order never reads as confirmed to someone who cannot own it.
    ['/order-confirmation/o-9', 'Tu pedido'],
    ['/maintenance', 'Estamos en mantenimiento...', 'En mantenimiento'],
  ])('public %s shows "%s"', async (path, title, documentTitle = title) => {
    expect((await openPage(path)).title).toHaveTextContent(title);
    await waitFor(() => expect(document.title).toBe(`${documentTitle} · Pitahaya Marketplace`));
  });

  it('gives every public page its own title and meta description', async () => {
    // The cart and order confirmation pages, and the product page (its description is the product's), are
    // left out here; the product page is checked in the browser and by the server's tags.
    const paths = [
      '/',
      '/about',
      '/contact',
      '/faq',
      '/guide',
      '/blog',
      '/blog/variedades-de-pitahaya',
      '/blog/category/en-la-cocina',
      '/aviso-legal',
      '/privacidad',
      '/condiciones',
      '/cookies',
      '/products',
      ...OPEN_DURING_MAINTENANCE, // the sign-in pages
      '/access-denied',
      '/esto/no/existe',
      '/maintenance',
    ];
    const seen = new Map<string, string>();
    for (const path of paths) {
      const { unmount } = await openPage(path);
      const description = () =>
        document.head.querySelector('meta[name="description"]')?.getAttribute('content');
      await waitFor(() => expect(description()).not.toBe(DEFAULT_DESCRIPTION));
      const key = `${document.title} | ${description()}`;
      expect(seen.get(key), `${path} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, path);
      unmount();
    }
    expect(new Set([...seen.keys()].map((key) => key.split(' | ')[1])).size).toBe(paths.length);
  }, 30_000);

  it.each<[string, Role, string]>([
    ['/profile', 'consumer', 'Mi perfil'],
    ['/checkout', 'consumer', 'Finalizar compra'],
    ['/orders', 'consumer', 'Mis pedidos'],
    ['/orders/o-1', 'consumer', 'Pedido'],
    ['/checkout', 'producer', 'Finalizar compra'],
    ['/producer/dashboard', 'producer', 'Panel de productor'],
    ['/producer/products', 'producer', 'Mis productos'],
    ['/producer/products/new', 'admin', 'Nuevo producto'],
    ['/producer/products/p-7/edit', 'producer', 'Editar producto'],
    ['/producer/orders', 'producer', 'Pedidos de mi finca'],
    ['/producer/orders/o-2', 'admin', 'Pedido'],
    ['/producer/orders', 'admin', 'Pedidos de las fincas'],
    ['/producer/dashboard', 'admin', 'Panel de la tienda'],
    ['/admin/dashboard', 'admin', 'Administración'],
    ['/admin/users', 'admin', 'Usuarios'],
    ['/admin/users/u-3', 'admin', 'Detalle del usuario'],
    ['/admin/orders', 'admin', 'Todos los pedidos'],
    ['/admin/orders/o-4', 'admin', 'Detalle del pedido'],
    ['/admin/products', 'admin', 'Productos de la tienda'],
    ['/admin/analytics', 'admin', 'Analítica'],
    ['/admin/coupons', 'admin', 'Cupones'],
  ])('guarded %s shows "%s" to a %s', async (path, role, title) => {
    expect((await openPage(path, signedInSession(role))).title).toHaveTextContent(title);
  });

  it.each([
    '/profile',
    '/checkout',
    '/orders',
    '/orders/o-1',
    '/producer/dashboard',
    '/producer/products/p-1/edit',
    '/admin/users/u-1',
    '/admin/analytics',
  ])('sends a signed-out visitor from %s to /login with ?redirect=', async (path) => {
    const { router, title } = await openPage(path, mockSession());
    expect(title).toHaveTextContent('Iniciar sesión');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    expect(await screen.findByText(SIGN_IN_TO_CONTINUE)).toBeInTheDocument();
    // The note names the page in words, never as a raw path.
    const note = screen.getByText(/^Inicia sesión para ir a/);
    expect(note).toHaveTextContent(`Inicia sesión para ir ${toPage(pageName(path)!)}.`);
    expect(note.textContent).not.toContain('/');
    expect(document.querySelector('main code')).toBeNull();
  });

  it.each<[string, Role]>([
    ['/producer/dashboard', 'consumer'],
    ['/producer/orders/o-1', 'consumer'],
    ['/admin/dashboard', 'consumer'],
    ['/admin/users', 'producer'],
    // Consumer order pages are blocked for producers and admins (docs/web.md, Routes and guards).
    ['/orders', 'producer'],
    ['/orders/o-1', 'admin'],
  ])('sends %s to /access-denied for a %s', async (path, role) => {
    const { router, title } = await openPage(path, signedInSession(role));
    expect(title).toHaveTextContent('Acceso denegado');
    expect(router.state.location.pathname).toBe('/access-denied');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(`Tu cuenta no tiene permiso para ver ${pageName(path)!}.`);
    expect(main.textContent).not.toContain(path);
  });

  it('has a name in words for every guarded screen', () => {
    const guarded: string[] = [];
    const walk = (list: RouteObject[], base: string, inGuard: boolean) => {
      for (const route of list) {
        const path = route.path ? (route.path.startsWith('/') ? route.path : `${base}/${route.path}`) : base;
        const guard = inGuard || Boolean(route.element && !route.path && route.children);
        const producerOrAdmin = /^\/(producer|admin)/.test(path);
        if (route.children) walk(route.children, path.replace(/\/$/, ''), guard || producerOrAdmin);
        else if ((guard || producerOrAdmin) && route.path) guarded.push(path);
      }
    };
    walk(routes, '', false);
    // The routes beyond the landing pages, rendered under the layout's `*` route (relative to /).
    walk(moreRoutes, '', false);
    expect(guarded).toContain('/admin/analytics');
    expect(guarded).toContain('/profile');
    for (const path of guarded) expect(pageName(path), path).not.toBeNull();
    expect(pageName('/producer/products/abc/edit')).toBe('la edición de un producto');
    expect(pageName('/admin/dashboard?x=1#y')).toBe('el panel de administración');
    expect(pageName('/no/existe')).toBeNull();
    expect(toPage('el panel de productor')).toBe('al panel de productor');
    expect(toPage('tu perfil')).toBe('a tu perfil');
  });

  it('opens the product edit screen for its id (the API down: its error with a retry)', async () => {
    const { fetchMock, title } = await openPage('/producer/products/p-7/edit', signedInSession('producer'));
    expect(title).toHaveTextContent('Editar producto');
    expect(await screen.findByText('No se pudo cargar el producto.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/products/p-7')).toBe(true);
  });
});

describe('lazy screens', () => {
  it("shows a page-shaped skeleton with 'Cargando...' while a screen's code loads", async () => {
    let finish: (module: { default: () => ReactElement }) => void = () => {};
    const pending = new Promise<{ default: () => ReactElement }>((resolve) => {
      finish = resolve;
    });
    const router = createMemoryRouter([{ path: '/', element: lazyScreen(() => pending) }]);
    render(<RouterProvider router={router} />);
    const loader = await screen.findByRole('status');
    expect(loader).toHaveTextContent(UI_MESSAGES.loading);
    expect(loader).toHaveAttribute('aria-live', 'polite');
    finish({ default: () => <h1>Pantalla cargada</h1> });
    expect(await screen.findByRole('heading', { name: 'Pantalla cargada' })).toBeInTheDocument();
    expect(screen.queryByText(UI_MESSAGES.loading)).not.toBeInTheDocument();
  });

  it('renders a screen loaded beforehand at once, without its skeleton', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Ya cargada</h1> }));
    const element = lazyScreen(load, <p>esqueleto</p>);
    await preloadScreens([{ path: '/', element }], '/');
    expect(load).toHaveBeenCalledTimes(1);
    const router = createMemoryRouter([{ path: '/', element }]);
    render(<RouterProvider router={router} />);
    // Synchronously, in the first render: no skeleton in between.
    expect(screen.getByRole('heading', { name: 'Ya cargada' })).toBeInTheDocument();
    expect(screen.queryByText('esqueleto')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads the app's services first, and the screen's own modules in a later task", async () => {
    const order: string[] = [];
    const load = vi.fn(async () => {
      order.push('screen');
      return { default: () => <h1>Después</h1> };
    });
    const preloading = preloadScreens([{ path: '/', element: lazyScreen(load) }], '/');
    expect(load).not.toHaveBeenCalled();
    setTimeout(() => order.push('a task queued before'));
    await preloading;
    expect(order).toEqual(['a task queued before', 'screen']);
  });

  it('preloads only the screens of the path, and survives a failed load', async () => {
    const home = vi.fn(async () => ({ default: () => <h1>Inicio</h1> }));
    const broken = vi.fn(() => Promise.reject(new Error('sin red')));
    const routes = [
      { path: '/', element: lazyScreen(home) },
      { path: '/roto', element: lazyScreen(broken) },
    ];
    await preloadScreens(routes, '/roto');
    expect(broken).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    await preloadScreens(routes, '/nada');
    expect(home).not.toHaveBeenCalled();
  });
});

describe('unexpected errors', () => {
  it("shows 'Unexpected Application Error!' with a Spanish explanation and ways out", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): ReactElement {
      throw new Error('kaput');
    }
    render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(UI_MESSAGES.unexpectedError);
    expect(screen.getByText(/Algo ha fallado al mostrar esta página/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    expect(link('Volver al inicio')).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    // Set in an effect, which may run after the commit that showed the heading (the screen is a lazy chunk).
    await waitFor(() => expect(document.title).toBe('Error · Pitahaya Marketplace'));
  });

  it('keeps the layout around an error inside a screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    noApi();
    function Broken(): ReactElement {
      throw new Error('kaput');
    }
    const layout = routes[1]!;
    const withBroken: RouteObject[] = [
      {
        path: layout.path,
        element: layout.element,
        children: [
          { index: true, element: <h1>Portada</h1> },
          { path: 'roto', element: <Broken /> },
        ],
      },
    ];
    renderRoutes(withBroken, { path: '/roto' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(UI_MESSAGES.unexpectedError);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    // Leaving the page leaves the error behind.
    await userEvent.click(screen.getByRole('link', { name: 'Pitahaya Marketplace, inicio' }));
    expect(await heading()).toHaveTextContent('Portada');
  });
});
