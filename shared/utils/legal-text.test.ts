import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  legalSections,
  legalTextToPlain,
  parseInline,
  parseLegalText,
  type LegalIdentityValues,
} from './legal-text.js';

const IDENTITY: LegalIdentityValues = {
  name: 'Cooperativa Ejemplo',
  nif: 'F04123451',
  address: 'Calle Mayor 1, Níjar',
  email: 'hola@ejemplo.test',
  phone: null,
  registry: '',
};

describe('legal texts', () => {
  it('fills the identity in and leaves out a line whose value is missing', () => {
    const body =
      'Titular: {nombre} ({nif})\n- Teléfono: {telefono}\n- Registro: {registro}\n- Correo: {email}';
    expect(fillPlaceholders(body, IDENTITY)).toBe(
      'Titular: Cooperativa Ejemplo (F04123451)\n- Correo: hola@ejemplo.test',
    );
  });

  it('writes one full stop where a value that ends with its own ends a sentence', () => {
    const coop = { ...IDENTITY, name: 'Cooperativa Ejemplo, S. Coop. And.' };
    expect(fillPlaceholders('La gestiona {nombre}. Escríbenos.', coop)).toBe(
      'La gestiona Cooperativa Ejemplo, S. Coop. And. Escríbenos.',
    );
    expect(fillPlaceholders('Titular: {nombre}, {nif}.', coop)).toBe(
      'Titular: Cooperativa Ejemplo, S. Coop. And., F04123451.',
    );
    expect(fillPlaceholders('La gestiona {nombre}.', IDENTITY)).toBe('La gestiona Cooperativa Ejemplo.');
  });

  it('leaves unknown braces as they are', () => {
    expect(fillPlaceholders('{otro} y {nombre}', IDENTITY)).toBe('{otro} y Cooperativa Ejemplo');
  });

  it('reads links to the shop, emphasis and plain text; a link elsewhere stays text', () => {
    expect(parseInline('Ve a [tu perfil](/profile), **ya**. [fuera](https://x.test)')).toEqual([
      { type: 'text', text: 'Ve a ' },
      { type: 'link', text: 'tu perfil', to: '/profile' },
      { type: 'text', text: ', ' },
      { type: 'strong', text: 'ya' },
      { type: 'text', text: '. [fuera](https://x.test)' },
    ]);
  });

  it('makes headings, paragraphs (joined lines) and lists', () => {
    const blocks = parseLegalText('Intro\n\n## Uno\nLínea a\nlínea b\n- x\n- y\n\nFin\r\n## Dos\n- z');
    expect(blocks).toEqual([
      { type: 'paragraph', parts: [{ type: 'text', text: 'Intro' }] },
      { type: 'heading', text: 'Uno' },
      { type: 'paragraph', parts: [{ type: 'text', text: 'Línea a línea b' }] },
      {
        type: 'list',
        items: [[{ type: 'text', text: 'x' }], [{ type: 'text', text: 'y' }]],
      },
      { type: 'paragraph', parts: [{ type: 'text', text: 'Fin' }] },
      { type: 'heading', text: 'Dos' },
      { type: 'list', items: [[{ type: 'text', text: 'z' }]] },
    ]);
    expect(legalSections(blocks).map((section) => [section.title, section.blocks.length])).toEqual([
      ['', 1],
      ['Uno', 3],
      ['Dos', 1],
    ]);
  });

  it('never turns what an admin typed into markup', () => {
    const blocks = parseLegalText('<script>alert(1)</script> <b>x</b>');
    expect(blocks).toEqual([
      { type: 'paragraph', parts: [{ type: 'text', text: '<script>alert(1)</script> <b>x</b>' }] },
    ]);
  });

  it('writes plain text for an e-mail, with absolute links', () => {
    const plain = legalTextToPlain(
      '## Desistir\nUsa la [función](/desistimiento) o escribe a {email}.\n- Uno\n- Dos',
      IDENTITY,
      'https://tienda.test',
    );
    expect(plain).toBe(
      'DESISTIR\n\nUsa la función (https://tienda.test/desistimiento) o escribe a hola@ejemplo.test.\n\n- Uno\n- Dos',
    );
  });
});
