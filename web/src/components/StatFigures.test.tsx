import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatFigures, figureLength } from './StatFigures';

function Growth() {
  return <span>+12 % frente al periodo anterior</span>;
}

describe('figureLength', () => {
  it.each([
    ['193,80 €', 8],
    ['12.345,67 €', 11],
    [7, 1],
    [null, 0],
    [undefined, 0],
  ])('counts %j as %i characters', (value, length) => {
    expect(figureLength(value)).toBe(length);
  });

  it('counts the amount of a fragment, not the growth line under it', () => {
    expect(
      figureLength(
        <>
          {'193,80 €'}
          <Growth />
        </>,
      ),
    ).toBe(8);
    expect(figureLength(['1.234', ' ', 'uds.'])).toBe(10);
  });
});

describe('StatFigures', () => {
  it('gives the row the length of its longest figure, which sizes the type of them all', () => {
    render(
      <StatFigures
        testId="figures"
        figures={[
          { label: 'Pedidos', value: '4' },
          { label: 'Ingresos', value: '193,80 €' },
          { label: 'Pendiente', value: null },
        ]}
      />,
    );
    expect(screen.getByTestId('figures').style.getPropertyValue('--figure-chars')).toBe('8');
  });

  it('leaves the size to the stylesheet while every figure loads', () => {
    render(<StatFigures testId="figures" figures={[{ label: 'Ingresos', value: null }]} />);
    expect(screen.getByTestId('figures').style.getPropertyValue('--figure-chars')).toBe('');
  });
});
