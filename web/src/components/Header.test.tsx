import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEYS } from '../../../shared/constants/app-shell.js';
import { AUTH_MESSAGES } from '../../../shared/messages/auth.js';
import type { Role } from '../../../shared/constants/roles.js';
import type { SessionContextValue } from '../lib/session/session-context';
import { cartProduct } from '../lib/cart/cart-test-utils';
import { emptyLocalCart, mergeIntoCart, writeLocalCart } from '../lib/cart/local-cart';
import { LocationProbe, mockSession, renderRoutes, signedInSession, link } from '../test/utils';
import { Footer } from './Footer';
import { Header } from './Header';

function renderHeader(session: SessionContextValue = mockSession(), path = '/') {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <LocationProbe label="página" />
            <Footer />
          </>
        ),
      },
    ],
    { path, session },
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Principal' });

describe('Header', () => {
  it('shows the name, the main navigation and the cart', () => {
    renderHeader();
    expect(link(/Pitahaya Marketplace/)).toHaveAttribute('href', '/');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Inicio',
      'Productos',
      'Blog',
      'Guía',
      'Preguntas frecuentes',
      'Contacto',
    ]);
    expect(link('Productos', nav())).toHaveAttribute('href', '/products');
    expect(link('Carrito, vacío')).toHaveAttribute('href', '/cart');
  });

  it("shows the cart's unit count, also in the link's name", async () => {
    let cart = mergeIntoCart(emptyLocalCart(), cartProduct({ productId: 'a' }), 2).cart;
    cart = mergeIntoCart(cart, cartProduct({ productId: 'b' }), 1).cart;
    writeLocalCart(cart);
    renderHeader();
    const cartLink = await screen.findByRole('link', { name: 'Carrito, 3 unidades' });
    expect(within(cartLink).getByTestId('cart-count')).toHaveTextContent('3');
    expect(localStorage.getItem(CART_STORAGE_KEYS.localCart)).toContain('"quantity":2');
  });

  it('marks the current page', () => {
    renderHeader(mockSession(), '/blog');
    expect(link('Blog', nav())).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('offers sign-in and sign-up when signed out', () => {
    renderHeader();
    expect(link('Iniciar sesión')).toHaveAttribute('href', '/login');
    expect(link('Crear cuenta')).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  });

  it.each<[Role, string[], string[]]>([
    ['consumer', ['Mi perfil', 'Mis pedidos'], ['Panel de productor', 'Administración']],
    ['producer', ['Mi perfil', 'Panel de productor'], ['Mis pedidos', 'Administración']],
    [
      'admin',
      ['Mi perfil', 'Panel de productor', 'Administración', 'Usuarios', 'Todos los pedidos', 'Analítica'],
      ['Mis pedidos'],
    ],
  ])('shows a %s their name and links', async (role, shown, hidden) => {
    renderHeader(signedInSession(role));
    // The account menu arrives in a chunk of its own, outside the first load (docs/performance.md).
    expect(await screen.findByRole('button', { name: new RegExp(`Ana ${role}`) })).toBeInTheDocument();
    for (const label of shown) expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    for (const label of hidden) expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('logs out with a toast', async () => {
    const session = signedInSession('consumer');
    renderHeader(session);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(AUTH_MESSAGES.loggedOut)).toBeInTheDocument();
  });

  it('says the logout is on its way while the server revokes the session', async () => {
    let finish: () => void = () => {};
    const session = signedInSession('producer', {
      logout: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    renderHeader(session);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    const busy = screen.getByRole('button', { name: 'Cerrando sesión...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(session.logout).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText(AUTH_MESSAGES.loggedOut)).toBeInTheDocument();
  });

  it('opens and closes the account menu (Escape returns the focus)', async () => {
    renderHeader(signedInSession('admin'));
    const toggle = await screen.findByRole('button', { name: /Ana admin/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('has a phone menu button that opens, closes on Escape and on navigation', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Abrir menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!);
    expect(menu).not.toBeNull();
    expect(menu).toContainElement(nav());

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Cerrar menú');
    expect(menu).toHaveClass('is-open');

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Guía' }));
    await waitFor(() => expect(screen.getByTestId('probe-path')).toHaveTextContent('/guide'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
  });
});

describe('Footer', () => {
  it('links the content pages, the legal pages, the withdrawal function, selling and the copyright', () => {
    renderHeader();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const href of [
      '/about',
      '/contact',
      '/faq',
      '/guide',
      '/aviso-legal',
      '/privacidad',
      '/condiciones',
      '/cookies',
      '/desistimiento',
      '/register-producer',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(link('Vende con nosotros', footer)).toHaveAttribute('href', '/register-producer');
    expect(link('Desistir del contrato aquí', footer)).toHaveAttribute('href', '/desistimiento');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Pitahaya Marketplace`);
  });

  it.each([
    ['producer', 'Ir a mi panel de productor', '/producer/dashboard'],
    ['admin', 'Ir a administración', '/admin/dashboard'],
    ['consumer', 'Vende con nosotros', '/register-producer'],
  ] as [Role, string, string][])('a signed-in %s is sent to the right place', (role, label, href) => {
    renderHeader(signedInSession(role));
    const footer = screen.getByRole('contentinfo');
    expect(link(label, footer)).toHaveAttribute('href', href);
    if (role !== 'consumer') expect(within(footer).queryByText('Vende con nosotros')).toBeNull();
  });
});
