import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productOrder } from '../test/commerce';
import { OrderParts } from './OrderParts';

describe('the shipment tracking on an order’s parts', () => {
  it('links each distinct tracking of a farm once, in a new tab; «Otro» is plain text', () => {
    const seur = { carrier: 'seur', number: 'AB123456' } as const;
    render(
      <OrderParts
        productOrders={[
          productOrder({ id: 'po-1', status: 'shipped', tracking: seur }),
          productOrder({ id: 'po-2', status: 'shipped', tracking: seur }),
          productOrder({
            id: 'po-3',
            producerId: 'farm-2',
            producerName: 'Finca Dos',
            status: 'shipped',
            tracking: { carrier: 'other', number: 'ZX987654' },
          }),
          productOrder({ id: 'po-4', producerId: 'farm-3', producerName: 'Finca Tres' }),
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(
      'Enviado con SEUR · número AB123456 (se abre en una pestaña nueva)',
    );
    expect(links[0]).toHaveAttribute(
      'href',
      'https://www.seur.com/livetracking/?segOnlineIdentificador=AB123456&segOnlineIdioma=es',
    );
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Enviado con otra empresa · número ZX987654')).toBeInTheDocument();
    expect(screen.getAllByTestId('tracking')).toHaveLength(2);
  });
});
