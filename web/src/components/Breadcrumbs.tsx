/**
 * The storefront's breadcrumbs: «Inicio / Productos / … / the page». The product page's first view is also
 * written by hand into its share page's HTML (shared/rules/catalog/product-first-view-html.ts): this markup and
 * that one stay alike (features/product/first-view-markup.test.tsx).
 */
import { Link } from 'react-router-dom';
import './breadcrumbs.css';

interface BreadcrumbsProps {
  /** Links between «Productos» and the page (the product's category). */
  between?: readonly { to: string; label: string }[];
  /** The page itself (a farm's or a product's name, the seller's words). */
  current: string;
}

export function Breadcrumbs({ between = [], current }: BreadcrumbsProps) {
  return (
    <nav aria-label="Migas de pan" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Inicio</Link>
        </li>
        <li>
          <Link to="/products">Productos</Link>
        </li>
        {between.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li aria-current="page" className="user-text">
          {current}
        </li>
      </ol>
    </nav>
  );
}
