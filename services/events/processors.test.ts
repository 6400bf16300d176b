import { describe, expect, it } from 'vitest';
import { farmChangeNotificationsProcessor } from './farm-change-notifications.js';
import { mailDeliveryProcessor } from './mail-delivery.js';
import { orderConfirmationProcessor } from './order-confirmation.js';
import { orderNotificationsProcessor } from './order-notifications.js';
import { PROCESSORS } from './processors.js';

describe('the events function processors', () => {
  it.each([
    ['order-notifications', orderNotificationsProcessor],
    ['order-confirmation', orderConfirmationProcessor],
    ['farm-change-notifications', farmChangeNotificationsProcessor],
    ['mail-delivery', mailDeliveryProcessor],
  ])('runs %s', (_name, processor) => {
    expect(PROCESSORS).toContain(processor);
  });
});
