/** The admin areas, in the order the admin bar and the dashboard's links show them. */
export interface AdminArea {
  to: string;
  label: string;
  /** One line for the dashboard's links. */
  description: string;
}

export const ADMIN_AREAS: readonly AdminArea[] = [
  { to: '/admin/dashboard', label: 'Panel', description: 'Resumen de la tienda y modo mantenimiento.' },
  { to: '/admin/users', label: 'Usuarios', description: 'Roles, activación, bajas y exportación CSV.' },
  { to: '/admin/products', label: 'Productos', description: 'Todos los productos, activos o no.' },
  { to: '/admin/orders', label: 'Pedidos', description: 'Todos los pedidos, su estado y su historial.' },
  { to: '/admin/coupons', label: 'Cupones', description: 'Crear, activar y desactivar cupones.' },
  {
    to: '/admin/payments',
    label: 'Pagos',
    description: 'Métodos de pago, comisión y pagos a las fincas.',
  },
  {
    to: '/admin/refunds',
    label: 'Reembolsos',
    description: 'El dinero que se devuelve a los clientes y su historial.',
  },
  {
    to: '/admin/subscriptions',
    label: 'Suscripciones',
    description: 'Cajas recurrentes por estado, cobros fallidos y bajas por mes.',
  },
  { to: '/admin/analytics', label: 'Analítica', description: 'Ventas, usuarios y conversión por periodo.' },
  {
    to: '/admin/notifications',
    label: 'Notificaciones',
    description: 'Las notificaciones que ven todos los visitantes.',
  },
  { to: '/admin/messages', label: 'Mensajes', description: 'Mensajes del formulario de contacto.' },
  {
    to: '/admin/reviews',
    label: 'Opiniones',
    description: 'Opiniones de los clientes: ocultar, volver a mostrar y denuncias de las fincas.',
  },
  {
    to: '/admin/legal',
    label: 'Legal',
    description: 'Datos de la tienda, aviso legal, privacidad, condiciones y cookies.',
  },
];
