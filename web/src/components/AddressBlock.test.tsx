import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShippingInfo } from '../../../shared/contracts/orders/entities.js';
import { order } from '../test/commerce';
import { AddressBlock } from './AddressBlock';
import { link } from '../test/utils';

/** The test order's address with every optional field given. */
const shipping: ShippingInfo = {
  ...order().shippingInfo,
  state: 'Andalucía',
  phone: '+34 600 000 000',
  notes: 'Llamar antes',
};

describe('AddressBlock', () => {
  it("shows the buyer's address as lines, with the phone, the e-mail and the notes", () => {
    const { container } = render(<AddressBlock shipping={shipping} />);
    const address = container.querySelector('address');
    expect(address).toHaveTextContent(
      'Lucía PérezCalle Mayor 141001 Sevilla, AndalucíaTel. +34 600 000 000lucia@example.com',
    );
    expect(address?.querySelector('a, strong')).toBeNull();
    expect(screen.getByText('Notas: Llamar antes')).toHaveClass('address-block__notes');
  });

  it('gives the farm links to call or write and highlights the notes', () => {
    render(<AddressBlock shipping={shipping} variant="shipper" />);
    expect(screen.getByText('Lucía Pérez').tagName).toBe('STRONG');
    expect(link('+34 600 000 000')).toHaveAttribute('href', 'tel:+34600000000');
    expect(link('lucia@example.com')).toHaveAttribute('href', 'mailto:lucia@example.com');
    expect(screen.getByText('Notas del cliente: Llamar antes')).toHaveClass(
      'address-block__notes--highlight',
    );
  });

  it('leaves the e-mail off the packing slip', () => {
    const { container } = render(<AddressBlock shipping={shipping} variant="slip" />);
    expect(container.querySelector('address')).toBeNull();
    expect(container).not.toHaveTextContent('lucia@example.com');
    expect(container).toHaveTextContent('Tel. +34 600 000 000');
    expect(screen.getByText('Notas: Llamar antes')).toBeInTheDocument();
  });

  it('gives a description list its rows, leaving out what is not given', () => {
    const { container, rerender } = render(
      <dl>
        <AddressBlock shipping={shipping} variant="details" />
      </dl>,
    );
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Envío',
      'Teléfono',
      'Notas',
    ]);
    expect(container.querySelector('dd')).toHaveTextContent(
      'Lucía PérezCalle Mayor 1, 41001 Sevilla (Andalucía)',
    );
    rerender(
      <dl>
        <AddressBlock shipping={{ ...shipping, phone: undefined, notes: undefined }} variant="details" />
      </dl>,
    );
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Envío']);
  });
});
