/** The public face of the shop domain: other domains import only what this file exports. */
export { availableMethods, cardReady, paymentOptions, readPaymentSettings } from './payment-settings.js';
export { readShopShipping } from './shop-shipping.js';
