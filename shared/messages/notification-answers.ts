/**
 * The answers and field messages of the notifications API and the contact form and inbox (all ours: the original
 * API's contact and notification messages are in VALIDATION_MESSAGES): the notifications function, its contract
 * and the contact screen import them; the order notifications' texts are in notifications.ts.
 */
import { NOTIFICATION_MAX_EXPIRY_DAYS } from '../constants/notifications.js';

/** Notifications and the contact inbox: answers and field messages (ours; the original API's are in VALIDATION_MESSAGES). */
export const NOTIFICATION_MESSAGES = {
  created: 'Notificación publicada.',
  deleted: 'Notificación eliminada.',
  activated: 'Notificación activada: ya se muestra.',
  deactivated: 'Notificación desactivada: ya no se muestra.',
  archived: 'Notificación archivada.',
  notFound: 'La notificación no fue encontrada.',
  allRead: 'Notificaciones marcadas como leídas.',
  statusInvalid: 'El estado debe ser ACTIVE, INACTIVE o ARCHIVED',
  createStatusInvalid: 'Una notificación nueva solo puede estar activa (ACTIVE) o inactiva (INACTIVE)',
  expiryInvalid: 'La fecha de vencimiento no es válida',
  expiryPast: 'La fecha de vencimiento debe ser posterior a este momento',
  expiryTooFar: `La fecha de vencimiento no puede superar los ${NOTIFICATION_MAX_EXPIRY_DAYS} días`,
  sinceInvalid: 'La fecha desde la que contar no es válida',
  /** data.message of POST /v1/notifications/contact. */
  contactSent: 'Mensaje enviado. Te responderemos por email en uno o dos días laborables.',
  contactNotFound: 'El mensaje no fue encontrado.',
  contactIdRequired: 'El id del mensaje es requerido',
  contactIdInvalid: 'El id del mensaje no es válido',
  contactUpdated: 'Mensaje actualizado.',
  contactStateInvalid: 'El estado debe ser open, handled o all',
  contactUpdateEmpty: 'Indica si el mensaje está leído (read) o atendido (handled)',
  readBoolean: 'read debe ser verdadero o falso',
  handledBoolean: 'handled debe ser verdadero o falso',
  unreadBoolean: 'unread debe ser verdadero o falso',
} as const;
