/** The public face of the subscriptions domain: other domains import only what this file exports. */
export { toSubscription } from './subscription-record.js';
export type { StoredSubscription } from './subscription-record.js';
export { activateSavedCard } from './activate-card.js';
export type { CardActivation } from './activate-card.js';
