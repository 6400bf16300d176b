/**
 * Pages named in words for the messages that point at another page ("Tu cuenta no tiene permiso para ver el
 * panel de administración", "Inicia sesión para ir a tu perfil"): people do not read paths. Every guarded
 * route of app/router.tsx has a name here (router.test.tsx checks it); other paths get a neutral phrase.
 */
import { matchPath } from 'react-router-dom';

/** Route pattern -> the page's name with its article, as it reads after "ver" ("ver el panel ..."). */
export const PAGE_NAMES: readonly (readonly [pattern: string, name: string])[] = [
  ['/profile', 'tu perfil'],
  ['/checkout', 'la finalización de la compra'],
  ['/orders', 'tus pedidos'],
  ['/orders/:id', 'el detalle de tu pedido'],
  ['/suscripciones', 'tus suscripciones'],
  ['/suscripciones/nueva', 'la suscripción a un producto'],
  ['/cart', 'tu carrito'],
  ['/producer/dashboard', 'el panel de productor'],
  ['/producer/products', 'tus productos'],
  ['/producer/products/new', 'el formulario de nuevo producto'],
  ['/producer/products/:productId/edit', 'la edición de un producto'],
  ['/producer/orders', 'los pedidos de tu finca'],
  ['/producer/orders/:orderId', 'el detalle de un pedido de tu finca'],
  ['/producer/payouts', 'los cobros de tu finca'],
  ['/producer/reviews', 'las opiniones de tus productos'],
  ['/admin/dashboard', 'el panel de administración'],
  ['/admin/users', 'la gestión de usuarios'],
  ['/admin/users/:userId', 'la ficha de un usuario'],
  ['/admin/orders', 'la gestión de pedidos'],
  ['/admin/orders/:id', 'el detalle de un pedido'],
  ['/admin/products', 'la gestión de productos'],
  ['/admin/coupons', 'la gestión de cupones'],
  ['/admin/analytics', 'las estadísticas de la tienda'],
  ['/admin/notifications', 'las notificaciones de la tienda'],
  ['/admin/messages', 'los mensajes de contacto'],
  ['/admin/payments', 'los pagos de la tienda'],
  ['/admin/refunds', 'los reembolsos'],
  ['/admin/subscriptions', 'las suscripciones'],
  ['/admin/legal', 'los textos legales de la tienda'],
  ['/admin/reviews', 'las opiniones de los clientes'],
];

/** Said when the path is not one of the named pages. */
export const UNNAMED_PAGE = 'esta página';
export const UNNAMED_TARGET = 'la página que querías ver';

/** The name of the page at `path` (a pathname, optionally with ?query or #hash), or null. */
export function pageName(path: string | null | undefined): string | null {
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  for (const [pattern, name] of PAGE_NAMES) {
    if (matchPath({ path: pattern, end: true }, pathname)) return name;
  }
  return null;
}

/** "ir a" + name with the article contracted: "al panel de productor", "a tu perfil", "a la ficha ...". */
export function toPage(name: string): string {
  return name.startsWith('el ') ? `al ${name.slice(3)}` : `a ${name}`;
}
