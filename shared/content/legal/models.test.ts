/**
 * The seeded legal texts say what the law asks of them (docs/legal.md) and nothing the shop does not do: the
 * identity everywhere it belongs, the withdrawal right with its period, function and exceptions, the data
 * rights and where to use them, strictly necessary storage only, and no link to the EU's closed ODR platform.
 */
import { describe, expect, it } from 'vitest';
import { LEGAL_TEXTS } from '../../constants/legal.js';
import { legalTextSchema } from '../../contracts/legal/schemas.js';
import { parseLegalText } from '../../utils/legal-text.js';
import { LEGAL_TEXT_MODELS } from './models.js';

/** The model text `id` says each of `needed`. */
function expectSays(id: keyof typeof LEGAL_TEXT_MODELS, needed: readonly string[]) {
  for (const words of needed) expect(LEGAL_TEXT_MODELS[id], words).toContain(words);
}

describe('the model legal texts', () => {
  it('are well formed: sections, and links only to pages of the shop', () => {
    for (const id of LEGAL_TEXTS) {
      const blocks = parseLegalText(LEGAL_TEXT_MODELS[id]);
      expect(blocks[0]?.type, id).toBe('heading');
      expect(LEGAL_TEXT_MODELS[id]).not.toMatch(/\]\((?!\/)/);
    }
  });

  it('each fit what an admin may save', () => {
    for (const id of LEGAL_TEXTS) {
      expect(legalTextSchema.parse({ body: LEGAL_TEXT_MODELS[id], reviewed: false }).body).toBe(
        LEGAL_TEXT_MODELS[id].trim(),
      );
    }
  });

  it('identify the seller (LSSI art. 10)', () => {
    expectSays('aviso-legal', ['{nombre}', '{nif}', '{domicilio}', '{email}', '{telefono}', '{registro}']);
  });

  it('give the withdrawal right: 14 days, the function, the form, the exceptions, the refund', () => {
    expectSays('condiciones', [
      '14 días naturales',
      '](/desistimiento)',
      '«Confirmar desistimiento»',
      'formulario de desistimiento',
      'artículo 103',
      'fruta fresca',
      'precintados',
      'personalizados',
      'artículo 107',
      '«Comprar y pagar»',
      'IVA',
      'garantía legal',
    ]);
    expectSays('formulario-desistimiento', ['A la atención de {nombre}, {domicilio}, {email}']);
  });

  it('tell where to use the data rights (GDPR arts. 15-22)', () => {
    expectSays('privacidad', [
      'Descargar tus datos',
      'Eliminar tu cuenta',
      '](/profile)',
      'www.aepd.es',
      'seis años',
    ]);
  });

  it('say that only strictly necessary storage is used, and «Rechazar» as prominent as «Aceptar»', () => {
    expectSays('cookies', ['estrictamente necesario', '«Rechazar» será tan visible y fácil como «Aceptar»']);
  });

  it('never link the EU ODR platform, closed on 20 July 2025 (Reg. (EU) 2024/3228)', () => {
    for (const id of LEGAL_TEXTS) expect(LEGAL_TEXT_MODELS[id]).not.toMatch(/\bodr\b|ec\.europa\.eu/i);
  });
});
