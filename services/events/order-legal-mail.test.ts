import { describe, expect, it } from 'vitest';
import { LEGAL_TEXT_MODELS } from '../../shared/content/legal/models.js';
import type { LegalIdentity } from '../../shared/contracts/legal/entities.js';
import { orderLegalAppendix, orderLegalTexts, withdrawalBlock } from './order-legal-mail.js';

const IDENTITY: LegalIdentity = {
  name: 'Cooperativa Ejemplo',
  nif: 'F04123451',
  address: 'Calle Mayor 1, Níjar',
  email: 'hola@ejemplo.test',
  configured: true,
  updatedAt: null,
};
const ORDER = {
  items: [
    { product: { name: 'Pitahaya roja', withdrawal: 'perishable' } },
    { product: { name: 'Infusión', withdrawal: 'allowed' } },
    { product: { name: 'Mermelada', withdrawal: 'sealed' } },
    { product: { name: 'Antigua' } },
  ],
};
const text = (id: 'condiciones' | 'formulario-desistimiento', reviewed = false) => ({
  id,
  title: id,
  body: LEGAL_TEXT_MODELS[id],
  model: true,
  reviewed,
  updatedAt: null,
});

describe('the legal part of the order confirmation e-mail', () => {
  it('says which lines may be withdrawn from, which not and why, and how', () => {
    expect(withdrawalBlock(ORDER, 'https://tienda.test', 'hola@ejemplo.test')).toBe(
      [
        'TU DERECHO DE DESISTIMIENTO',
        'Puedes desistir de la compra de estos productos en 14 días naturales desde que recibes el último paquete del pedido, sin dar ninguna razón:',
        '  - Infusión',
        '  - Antigua',
        'Estos productos no se pueden devolver (artículo 103 del TRLGDCU):',
        '  - Pitahaya roja: Sin derecho de desistimiento: es un producto perecedero.',
        '  - Mermelada: Sin derecho de desistimiento si lo desprecintas: va precintado por higiene.',
        'Para desistir, entra en https://tienda.test/desistimiento (o en la página del pedido), elige los productos y confirma con «Confirmar desistimiento»: te enviamos el acuse de recibo en ese momento. También puedes enviarnos el formulario de abajo a hola@ejemplo.test, o cualquier otra declaración clara de que desistes.',
        'Te devolvemos lo que pagaste por esos productos y su parte del envío ordinario, por el mismo medio de pago, en 14 días como máximo desde tu desistimiento.',
      ].join('\n'),
    );
  });

  it('carries the conditions and the model form filled with the identity, marked as a model until reviewed', () => {
    const texts = {
      identity: IDENTITY,
      conditions: text('condiciones'),
      form: text('formulario-desistimiento', true),
    };
    const appendix = orderLegalAppendix(ORDER, texts, 'https://tienda.test');
    // The order's own block, then the texts every confirmation ends with (stored once: order-confirmation.ts).
    const legal = orderLegalTexts(texts, 'https://tienda.test');
    expect(appendix).toBe(`${withdrawalBlock(ORDER, 'https://tienda.test', IDENTITY.email)}\n\n${legal}`);
    expect(legal.startsWith('CONDICIONES DE COMPRA (tu copia)')).toBe(true);
    expect(legal).not.toContain('TU DERECHO DE DESISTIMIENTO');
    expect(appendix).toContain('CONDICIONES DE COMPRA (tu copia)');
    expect(appendix).toContain(
      'Tienda gestionada por Cooperativa Ejemplo (NIF F04123451), Calle Mayor 1, Níjar.',
    );
    expect(appendix).toContain('DERECHO DE DESISTIMIENTO');
    expect(appendix).toContain('función de desistimiento (https://tienda.test/desistimiento)');
    expect(appendix).toContain('MODELO DE FORMULARIO DE DESISTIMIENTO');
    expect(appendix).toContain(
      '- A la atención de Cooperativa Ejemplo, Calle Mayor 1, Níjar, hola@ejemplo.test:',
    );
    // The conditions are a model still; the form was reviewed.
    expect(appendix.match(/Texto modelo pendiente de revisión/g)).toHaveLength(1);
    expect(appendix).not.toMatch(/\{nombre\}|\{email\}|\]\(/);
  });
});
