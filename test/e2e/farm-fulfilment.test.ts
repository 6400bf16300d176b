/**
 * Browser test of issue 23's farm-wide move against the real local stack: a farm with two lines in an order
 * (set up over the API, already «Listo para envío») marks them all as shipped at once with SEUR tracking on a
 * 360 px phone (the status stepper's labels whole, no horizontal scroll); the customer's order page at laptop
 * width links «Enviado con SEUR · número …» to SEUR's tracking page in a new tab; the customer gets exactly one
 * e-mail for the change. Screenshots (phone 360x780, laptop 1366x900) land in test-results/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '../../shared/rules/order-labels.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { fullPageShot } from '../support/screenshots.js';
import { signedInPage } from '../support/pages.js';
import {
  apiCall,
  createProduct,
  moveFarmOrder,
  placeOrder,
  signUp,
  testAccount,
} from '../support/shop-api.js';
import { brokenWords, describeBrokenWords } from '../support/word-breaks.js';
import { DESKTOP as LAPTOP, NARROW_PHONE as PHONE, RUN } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const FARM = testAccount('envios', 'Finca Los Envíos');
const CONSUMER = testAccount('sigue', 'Marta Sigue');
const NAMES = [`Pitahaya roja de Los Envíos ${RUN}`, `Pitahaya amarilla de Los Envíos ${RUN}`];

interface OutboxMessage {
  to: string;
  subject?: string;
  text?: string;
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('a farm ships all its lines at once with tracking', () => {
  const newContext = browserForSuite();
  let orderId = '';

  beforeAll(async () => {
    const [farmToken, consumerToken] = await Promise.all([
      signUp(FARM, 'producer'),
      signUp(CONSUMER, 'consumer'),
    ]);
    const products = await Promise.all(
      NAMES.map((name) =>
        createProduct(farmToken, {
          name,
          shortDescription: 'Pitahaya de la prueba de envíos.',
          price: 9.5,
          stock: 5,
          unit: 'kg',
        }),
      ),
    );
    const placed = await placeOrder(
      consumerToken,
      products.map((productId) => [productId, 1] as const),
      {
        shippingInfo: {
          fullName: CONSUMER.fullName,
          address: 'Calle del Puerto 7',
          city: 'Málaga',
          postalCode: '29001',
          phone: '+34 600 444 555',
        },
      },
    );
    orderId = placed.order.id;
    await moveFarmOrder(farmToken, orderId, ['organizing', 'ready_to_ship']);
  });

  it('the farm marks both lines shipped with SEUR on a phone; the stepper keeps its words whole', async () => {
    const { page } = await signedInPage(newContext, FARM, `/producer/orders/${orderId}`, { viewport: PHONE });
    const panel = page.getByTestId('farm-move');
    await panel.getByRole('button', { name: 'Marcar todo como enviado' }).waitFor();
    expect(await page.getByTestId('po-line').count()).toBe(2);
    const broken = await brokenWords(page, '.po-detail__lines');
    expect(describeBrokenWords('farm order at 360 px', broken)).toEqual([]);
    await panel.getByLabel('Empresa de transporte').selectOption('seur');
    await panel.getByLabel('Número de seguimiento').fill('ab 1234 5678');
    await fullPageShot(page, 'farm-fulfilment-phone-form.png');
    await panel.getByRole('button', { name: 'Marcar todo como enviado' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '2 productos actualizados a la vez.' })
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: /Enviado con SEUR · número AB12345678/ }).count())
      .toBe(2);
    await page.getByTestId('farm-move').getByRole('button', { name: 'Marcar todo como entregado' }).waitFor();
    await noSidewaysScroll(page, PHONE.width);
    await fullPageShot(page, 'farm-fulfilment-phone-shipped.png');
  });

  it('the customer sees the SEUR link on a laptop and gets one e-mail for the change', async () => {
    const { page } = await signedInPage(newContext, CONSUMER, `/orders/${orderId}`, { viewport: LAPTOP });
    const link = page.getByRole('link', { name: /Enviado con SEUR · número AB12345678/ });
    await link.waitFor();
    expect(await link.count()).toBe(1); // one farm, one parcel: said once
    expect(await link.getAttribute('href')).toBe(
      'https://www.seur.com/livetracking/?segOnlineIdentificador=AB12345678&segOnlineIdioma=es',
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await fullPageShot(page, 'farm-fulfilment-customer-laptop.png');

    const subject = `Tu pedido ${orderReference(orderId)}: Enviado`;
    const mails = async () =>
      (await apiCall<{ messages: OutboxMessage[] }>('/_local/outbox')).body.messages.filter(
        (message) => message.to === CONSUMER.username && message.subject === subject,
      );
    await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [mail] = await mails();
    expect(await mails()).toHaveLength(1);
    expect(mail?.text).toContain('2 productos');
    expect(mail?.text).toContain('segOnlineIdentificador=AB12345678');
  });
});
