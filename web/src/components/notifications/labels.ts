/** Spanish names of the notification types and priorities (screen reader prefixes, admin screens). */
import type {
  NotificationPriority,
  NotificationType,
} from '../../../../shared/contracts/notifications/entities.js';

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  INFO: 'Información',
  WARNING: 'Aviso',
  ERROR: 'Incidencia',
  SUCCESS: 'Buena noticia',
};

export const NOTIFICATION_PRIORITY_LABELS: Record<NotificationPriority, string> = {
  LOW: 'Baja',
  MEDIUM: 'Media',
  HIGH: 'Alta',
  URGENT: 'Urgente',
};
