import { describe, expect, it } from 'vitest';
import { paymentPage, setupPage, type PaymentPageInput } from './pages';
import type { CheckoutSession, LineItem } from './store';

/** The hosted pages' HTML: a payment session pays an amount, a setup session only saves a card. */
const session = (mode: 'payment' | 'setup', amount: number) =>
  ({
    id: 'cs_test_1',
    mode,
    amount_total: amount,
    currency: 'eur',
    cancel_url: 'http://localhost:3000/suscripciones?tarjeta=cancelada',
  }) as unknown as CheckoutSession;

const line = { description: 'Pedido PTH-1', quantity: 1, amount_total: 1250, currency: 'eur' } as LineItem;

const input = (mode: 'payment' | 'setup', extra: Partial<PaymentPageInput> = {}): PaymentPageInput => ({
  shopName: 'Pitahaya Marketplace',
  session: session(mode, mode === 'payment' ? 1250 : 0),
  lineItems: mode === 'payment' ? [line] : [],
  action: '/pay/cs_test_1',
  ...extra,
});

/** The page's text without tags (non-breaking spaces as spaces). */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

describe('hosted payment page', () => {
  it('asks to pay the amount, lists the lines and has a «Pagar» button', () => {
    const html = paymentPage(input('payment'));
    expect(textOf(html)).toContain(' Pagar 12,50 € · Pitahaya Marketplace ');
    expect(textOf(html)).toContain('Pagar 12,50 €');
    expect(html).toContain('<ul aria-label="Resumen del pedido">');
    expect(textOf(html)).toContain('Pedido PTH-1 12,50 €');
    expect(html).toContain('<button type="submit">Pagar</button>');
    expect(html).toContain('<label for="card">Número de tarjeta</label>');
    expect(textOf(html)).toContain('Cancelar y volver a la tienda');
    expect(html).not.toContain('Guardar tarjeta');
  });

  it('says a declined card above the form, tied to the field', () => {
    const html = paymentPage(input('payment', { error: 'Tu tarjeta ha sido rechazada.', card: '4000' }));
    expect(html).toContain('<p class="error" role="alert" id="card-error">Tu tarjeta ha sido rechazada.</p>');
    expect(html).toContain('aria-describedby="card-error"');
    expect(html).toContain('value="4000"');
    expect(textOf(html)).toContain('Volver a la tienda sin pagar');
  });
});

describe('hosted setup page (a card saved, nothing charged)', () => {
  it('saves a card: «Guardar tarjeta», no amount, nothing charged now', () => {
    const html = setupPage(input('setup'));
    const text = textOf(html);
    expect(html).toContain('<title>Guardar tarjeta · Pitahaya Marketplace</title>');
    expect(html).toContain('<h1>Guardar tarjeta</h1>');
    expect(html).toContain('<button type="submit">Guardar tarjeta</button>');
    expect(text).toContain('No se te cobrará nada ahora.');
    expect(html).toContain('<label for="card">Número de tarjeta</label>');
    // No amount, no order summary, no «Pagar».
    expect(text).not.toMatch(/€/);
    expect(text).not.toMatch(/\bPagar\b/);
    expect(html).not.toContain('Resumen del pedido');
    expect(text).toContain('Cancelar y volver a la tienda sin guardar la tarjeta');
    // The test cards, the one that needs authentication off-session included.
    expect(text).toContain('4000 0027 6000 3184');
  });

  it('says a declined card above the form', () => {
    const html = setupPage(input('setup', { error: 'Tu tarjeta ha sido rechazada.', card: '4000' }));
    expect(html).toContain('<p class="error" role="alert" id="card-error">Tu tarjeta ha sido rechazada.</p>');
    expect(html).toContain('aria-invalid="true" aria-describedby="card-error"');
    expect(textOf(html)).toContain('Prueba con otra tarjeta');
  });
});
