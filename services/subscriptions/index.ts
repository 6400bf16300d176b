/** The public face of the subscriptions domain: other domains import only what this file exports. */
export { toSubscription, type StoredSubscription } from './subscription-record.js';
export { activateSavedCard, type CardActivation } from './activate-card.js';
