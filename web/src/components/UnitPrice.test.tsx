import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { ProductCard } from './ProductCard';
import { UnitPrice } from './UnitPrice';

describe('UnitPrice', () => {
  it('shows "€/l" to the eye and says "Precio por litro" to a screen reader', () => {
    render(<UnitPrice price={4.5} unit="botella de 500 ml" />);
    const shown = screen.getByText(/^9,00\s€\/l$/);
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('unit-price')).toHaveTextContent(/Precio por litro: 9,00\s€/);
  });

  it.each([
    ['kg', 6.9],
    ['esqueje', 3.5],
    ['maceta de 3 L', 14.9],
    [undefined, 2],
  ])('shows nothing for %s', (unit, price) => {
    const { container } = render(<UnitPrice price={price} unit={unit} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ProductCard', () => {
  it('shows the price per kilo under the price of a jar', () => {
    render(
      <MemoryRouter>
        <ProductCard product={{ productId: 'p1', name: 'Mermelada', price: 6.9, unit: 'tarro de 250 g' }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('unit-price')).toHaveTextContent(/27,60\s€\/kg/);
  });
});
