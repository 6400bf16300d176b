/** The public face of the notifications domain: other domains import only what this file exports. */
export { readRecipients, type Recipient } from './recipients.js';
export { personalNotificationItem } from './records.js';
export {
  contactMessagesOf,
  deleteContactMessages,
  exportedContactMessages,
} from './contact-personal-data.js';
export { sendNewOrderDigests } from './new-order-digest.js';
