/** The shop's navigation, shared by the header and the footer. */
import type { Role } from '../../../shared/constants/roles.js';

export interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly (the home link). */
  end?: boolean;
}

/** The class of a navigation link (NavLink's className): marked while its page is open. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link is-active' : 'nav-link';

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/products', label: 'Productos' },
  { to: '/blog', label: 'Blog' },
  { to: '/guide', label: 'Guía' },
  { to: '/faq', label: 'Preguntas frecuentes' },
  { to: '/contact', label: 'Contacto' },
];

/** The signed-in user's links, by role. */
export function accountLinks(role: Role): NavItem[] {
  const links: NavItem[] = [{ to: '/profile', label: 'Mi perfil' }];
  if (role === 'consumer') links.push({ to: '/orders', label: 'Mis pedidos' });
  if (role === 'producer' || role === 'admin')
    links.push({ to: '/producer/dashboard', label: 'Panel de productor' });
  if (role === 'producer') links.push({ to: '/producer/payouts', label: 'Cobros' });
  if (role === 'admin')
    links.push(
      { to: '/admin/dashboard', label: 'Administración' },
      { to: '/admin/users', label: 'Usuarios' },
      { to: '/admin/orders', label: 'Todos los pedidos' },
      { to: '/admin/analytics', label: 'Analítica' },
    );
  return links;
}
