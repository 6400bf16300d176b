import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { lazyWithApi } from '../lib/api/lazy-with-api';
import { useCart } from '../lib/cart/cart-context';
import { whenIdle } from '../lib/idle';
import { useSession } from '../lib/session/session-context';
import { CountPill } from './CountPill';
import { BellIcon, CartIcon, CloseIcon, MenuIcon } from './icons';
import { Logo } from './Logo';
import { MAIN_NAV, navLinkClass } from './navigation';

export const MENU_ID = 'menu-principal';

/**
 * The notifications bell (with its summary polling) loads right after the shell, outside the first load
 * (docs/performance.md); until then the same-size bell holds its place, so the header never shifts.
 */
const NotificationBell = lazyWithApi(() =>
  import('./notifications/NotificationBell').then((module) => ({ default: module.NotificationBell })),
);

function BellPlaceholder() {
  return (
    <div className="bell" aria-hidden="true">
      <span className="bell__button">
        <BellIcon />
      </span>
    </div>
  );
}

/**
 * The account menu's chunk: requested at once when a session is stored or signed in, otherwise once the page is
 * idle (a sign-in then finds it there).
 */
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

function AccountArea({ onDone }: { onDone: () => void }) {
  const { user, role, isAuthenticated, isLoading } = useSession();
  const signedIn = isAuthenticated && user !== null && role !== null;

  useEffect(() => {
    if (isLoading || signedIn) void loadAccountMenu();
    else return whenIdle(() => void loadAccountMenu());
  }, [isLoading, signedIn]);

  if (isLoading) {
    return <div className="account account--loading" aria-hidden="true" />;
  }

  if (!signedIn) {
    return (
      <div className="account account--guest">
        <Link to="/login" className="btn btn--ghost btn--small" onClick={onDone}>
          Iniciar sesión
        </Link>
        <Link to="/register" className="btn btn--primary btn--small" onClick={onDone}>
          Crear cuenta
        </Link>
      </div>
    );
  }

  return (
    <Suspense fallback={<div className="account account--loading" aria-hidden="true" />}>
      <AccountMenu onDone={onDone} />
    </Suspense>
  );
}

/**
 * The site header: name, main navigation, cart and account. Below the desktop breakpoint the navigation
 * and the account collapse behind a menu button that closes on navigation and on Escape.
 */
/** "Carrito, 3 unidades": the cart link's accessible name carries the count the badge shows. */
export function cartLinkLabel(units: number): string {
  if (units === 0) return 'Carrito, vacío';
  return `Carrito, ${units} ${units === 1 ? 'unidad' : 'unidades'}`;
}

export function Header() {
  const location = useLocation();
  const { itemCount } = useCart();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setOpenAt(null);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" aria-label="Pitahaya Marketplace, inicio">
          <Logo />
        </Link>
        <div id={MENU_ID} className={menuOpen ? 'header-menu is-open' : 'header-menu'}>
          <nav className="main-nav" aria-label="Principal">
            <ul className="main-nav__list">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navLinkClass} onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountArea onDone={close} />
        </div>
        <div className="site-header__actions">
          <Suspense fallback={<BellPlaceholder />}>
            <NotificationBell />
          </Suspense>
          <NavLink
            to="/cart"
            className={({ isActive }) => (isActive ? 'cart-link is-active' : 'cart-link')}
            aria-label={cartLinkLabel(itemCount)}
          >
            <CartIcon />
            <span className="cart-link__text" aria-hidden="true">
              Carrito
            </span>
            <CountPill count={itemCount} className="cart-link__count" testId="cart-count" />
          </NavLink>
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="menu-toggle__text" aria-hidden="true">
              Menú
            </span>
          </button>
        </div>
      </div>
    </header>
  );
}
