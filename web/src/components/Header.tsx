import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../shared/messages/auth.js';
import { useCart } from '../lib/cart/cart-context';
import { useSession } from '../lib/session/session-context';
import { displayName } from '../lib/session/user';
import { BellIcon, CartIcon, ChevronDownIcon, CloseIcon, MenuIcon, UserIcon } from './icons';
import { Logo } from './Logo';
import { accountLinks, MAIN_NAV } from './navigation';
import { useToast } from './toast/toast-context';

export const MENU_ID = 'menu-principal';

/**
 * The notifications bell (with its summary polling) loads right after the shell, outside the first load
 * (issue 10's budget); until then the same-size bell holds its place, so the header never shifts.
 */
const NotificationBell = lazy(() =>
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
export const ACCOUNT_MENU_ID = 'menu-cuenta';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link is-active' : 'nav-link');

function AccountArea({ onDone }: { onDone: () => void }) {
  const { user, role, isAuthenticated, isLoading, logout } = useSession();
  const toast = useToast();
  const location = useLocation();
  // Open for one location only: any navigation closes the menu.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const areaRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!areaRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (isLoading) {
    return <div className="account account--loading" aria-hidden="true" />;
  }

  if (!isAuthenticated || !user || !role) {
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

  const name = displayName(user);
  // The server revokes the session first (spec section 4): the button says so meanwhile.
  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
      toast.success(AUTH_MESSAGES.loggedOut);
    } finally {
      setLeaving(false);
      setOpenAt(null);
      onDone();
    }
  };

  return (
    <div className="account account--user" ref={areaRef}>
      <button
        ref={toggleRef}
        type="button"
        className="account__toggle"
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        title={name}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <UserIcon width={20} height={20} />
        <span className="account__toggle-name">{name}</span>
        <ChevronDownIcon width={18} height={18} className="account__chevron" />
      </button>
      <div id={ACCOUNT_MENU_ID} className={open ? 'account__menu is-open' : 'account__menu'}>
        <p className="account__name">
          <UserIcon width={20} height={20} />
          <span>{name}</span>
        </p>
        <ul className="account__links">
          {accountLinks(role).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={navClass} onClick={onDone}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn--ghost btn--small account__logout"
          onClick={() => void onLogout()}
          disabled={leaving}
          aria-busy={leaving || undefined}
        >
          {leaving ? 'Cerrando sesión...' : 'Cerrar sesión'}
        </button>
      </div>
    </div>
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
                  <NavLink to={item.to} end={item.end} className={navClass} onClick={close}>
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
            {itemCount > 0 ? (
              <span className="cart-link__count" aria-hidden="true" data-testid="cart-count">
                {itemCount > 99 ? '99+' : itemCount}
              </span>
            ) : null}
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
