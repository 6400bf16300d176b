/** What the content pages send, through the typed client (lib/api/endpoints.ts). */
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { NotificationsEndpoints } from '../../../../shared/contracts/notifications/contract.js';
import { api, request } from '../../lib/api/endpoints';

export type ContactMessage = ClientInput<NotificationsEndpoints['contact']>['body'];

/** POST /v1/notifications/contact: the whole answer (the server's message thanks the sender). */
export const sendContactMessage = (body: ContactMessage) =>
  request(api.notifications.contact.endpoint, { body });
