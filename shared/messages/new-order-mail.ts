/**
 * How a farm hears of its new orders by e-mail (ours, docs/notifications.md): the choice in its profile, and the
 * daily summary's text. The summary repeats, per order, what the bell's 'Nuevo pedido' notice said
 * (ORDER_NOTIFICATION_TEXTS.newOrderFacts): buyer, the farm's own lines, their amount, the delivery.
 */
import type { NewOrderEmails } from '../constants/notifications.js';
import { dayAndMonth, weekdayDayAndMonth } from '../utils/spanish-dates.js';
import type { IsoDate } from '../utils/madrid-time.js';

/** The choice in the farm's settings (/profile): each option's label and what it means. */
export const NEW_ORDER_EMAIL_OPTIONS: Record<NewOrderEmails, { label: string; hint: string }> = {
  daily: {
    label: 'Un resumen al día',
    hint: 'Cada mañana, a partir de las 7:00, un correo con los pedidos que recibiste el día anterior. Los días sin pedidos no te escribimos.',
  },
  each: {
    label: 'Un correo por pedido',
    hint: 'Un correo en cuanto entra cada pedido.',
  },
};

/** The settings card (/profile). */
export const NEW_ORDER_EMAIL_CARD = {
  title: 'Correos de pedidos nuevos',
  legend: 'Cómo quieres recibir tus pedidos nuevos por correo',
  bell: 'La campana de avisos te muestra cada pedido en cuanto entra, elijas lo que elijas.',
  save: 'Guardar',
  saved: 'Guardado: así recibirás tus pedidos nuevos por correo.',
  failed: 'No se pudo guardar tu elección. Inténtalo de nuevo.',
} as const;

const orders = (count: number): string => (count === 1 ? '1 pedido nuevo' : `${count} pedidos nuevos`);

/** The daily summary (e-mail kind `order`). `day` is the Madrid date whose orders it tells of. */
export const NEW_ORDER_DIGEST_TEXTS = {
  subject: (day: IsoDate, count: number) => `Resumen del ${dayAndMonth(day)}: ${orders(count)}`,
  greeting: (name?: string) => (name ? `Hola, ${name}:` : 'Hola:'),
  intro: (day: IsoDate, count: number) =>
    `El ${weekdayDayAndMonth(day)} recibiste ${orders(count)}. Prepáralos desde tu panel de pedidos.`,
  /** One order's heading: its reference and the Madrid time it came in. */
  order: (reference: string, time: string) => `Pedido ${reference}, a las ${time}`,
  cancelled: 'Cancelado después: ya no tienes que prepararlo.',
  open: 'Ábrelo',
  more: (count: number) =>
    count === 1
      ? 'Y 1 pedido más: lo tienes en tu panel de pedidos.'
      : `Y ${count} pedidos más: los tienes en tu panel de pedidos.`,
  choice:
    'Recibes un resumen al día de tus pedidos nuevos. Si prefieres un correo por pedido, cámbialo en tu perfil',
  link: 'Tus pedidos',
} as const;
