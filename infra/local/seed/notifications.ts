/** Demo global notifications: active ones of several types and priorities, and one past, inactive one. */
import type { Notification } from '../../../shared/contracts/notifications/entities.js';

/** A demo notice: the API's fields, dated `daysAgo` days before the seed runs. */
export type SeedNotification = Pick<
  Notification,
  'id' | 'type' | 'priority' | 'status' | 'title' | 'message'
> & {
  daysAgo: number;
};

export const SEED_NOTIFICATIONS: readonly SeedNotification[] = [
  {
    id: '5a8e1f20-3b7c-4d9a-a410-6c2e0d000001',
    type: 'INFO',
    priority: 'LOW',
    status: 'ACTIVE',
    title: '¡Te damos la bienvenida a Pitahaya Marketplace!',
    message:
      'Compra directamente a las fincas productoras de pitahaya de España. Fruta fresca, productos elaborados y plantas para tu huerto.',
    daysAgo: 30,
  },
  {
    id: '5a8e1f20-3b7c-4d9a-a410-6c2e0d000002',
    type: 'SUCCESS',
    priority: 'MEDIUM',
    status: 'ACTIVE',
    title: 'Pitahaya recién cosechada cada semana',
    message:
      'Las fincas cosechan y envían cada semana: la fruta sale recién recogida y te llega en 48 horas.',
    daysAgo: 3,
  },
  {
    id: '5a8e1f20-3b7c-4d9a-a410-6c2e0d000003',
    type: 'WARNING',
    priority: 'HIGH',
    status: 'ACTIVE',
    title: 'Envíos con retraso por el festivo',
    message:
      'Los pedidos realizados entre el jueves y el domingo saldrán el lunes. Los productos refrigerados viajan con frío garantizado.',
    daysAgo: 1,
  },
  {
    id: '5a8e1f20-3b7c-4d9a-a410-6c2e0d000004',
    type: 'ERROR',
    priority: 'URGENT',
    status: 'ACTIVE',
    title: 'Incidencia con envíos a Canarias',
    message:
      'Por un problema del transportista, los envíos a Canarias están detenidos temporalmente. Te avisaremos en cuanto se restablezcan.',
    daysAgo: 0.2,
  },
  {
    id: '5a8e1f20-3b7c-4d9a-a410-6c2e0d000005',
    type: 'INFO',
    priority: 'MEDIUM',
    status: 'INACTIVE',
    title: 'Promoción de primavera finalizada',
    message: 'La promoción de esquejes a mitad de precio terminó el 31 de mayo. ¡Gracias por participar!',
    daysAgo: 40,
  },
];
