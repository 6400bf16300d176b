import { Link } from 'react-router-dom';
import { SHOP_NAME } from '../../../shared/constants/app-shell.js';
import { LEGAL_PAGE_INFO, LEGAL_PAGES, WITHDRAWAL_PATH } from '../../../shared/constants/legal-pages.js';
import type { Role } from '../../../shared/constants/roles.js';
import { useSession } from '../lib/session/session-context';
import { LogoMark } from './Logo';

const GROUPS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Tienda',
    links: [
      { to: '/products', label: 'Productos' },
      { to: '/blog', label: 'Blog' },
      { to: '/guide', label: 'Guía de compra' },
    ],
  },
  {
    title: 'Ayuda',
    links: [
      { to: '/about', label: 'Sobre nosotros' },
      { to: '/contact', label: 'Contacto' },
      { to: '/faq', label: 'Preguntas frecuentes' },
    ],
  },
  {
    // The legal pages (docs/legal.md) and the withdrawal function (Directive 2011/83 art. 11a).
    title: 'Legal',
    links: [
      ...LEGAL_PAGES.map((page) => ({
        to: LEGAL_PAGE_INFO[page].path,
        label: LEGAL_PAGE_INFO[page].footerLabel,
      })),
      { to: WITHDRAWAL_PATH, label: 'Desistir del contrato aquí' },
    ],
  },
];

/**
 * The footer's call to action: visitors and shoppers are invited to sell; a signed-in producer (or admin)
 * already sells, so the same place takes them to their panel.
 */
export function footerAction(isAuthenticated: boolean, role: Role | null): { to: string; label: string } {
  if (isAuthenticated && role === 'admin') return { to: '/admin/dashboard', label: 'Ir a administración' };
  if (isAuthenticated && role === 'producer')
    return { to: '/producer/dashboard', label: 'Ir a mi panel de productor' };
  return { to: '/register-producer', label: 'Vende con nosotros' };
}

export function Footer() {
  const year = new Date().getFullYear();
  const { isAuthenticated, role } = useSession();
  const action = footerAction(isAuthenticated, role);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <LogoMark size={32} />
            <span>{SHOP_NAME}</span>
          </p>
          <p>
            Pitahayas frescas y productos artesanos de pitahaya, vendidos directamente por las fincas que los
            cultivan.
          </p>
          <Link to={action.to} className="btn btn--accent btn--small">
            {action.label}
          </Link>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} className="site-footer__group" aria-label={group.title}>
            <h2 className="site-footer__title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        {/* The prerendered pages carry the build's year: a page hydrated in a later year takes the current one. */}
        <p suppressHydrationWarning>
          © {year} {SHOP_NAME}. Todos los derechos reservados.
        </p>
        <p>Hecho con cariño para las fincas de pitahaya.</p>
      </div>
    </footer>
  );
}
