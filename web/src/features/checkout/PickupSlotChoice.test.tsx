import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/utils';
import { PickupSlotChoice } from './PickupSlotChoice';

const FARM = {
  producerId: 'u-farm',
  producerName: 'Finca del Valle',
  readyOn: '2026-12-04',
  address: 'Camino del Pozo 3, Lorca',
  slots: [
    { date: '2026-12-05', from: '10:00', to: '12:00', capacity: 4, left: 1 },
    { date: '2026-12-05', from: '12:00', to: '14:00', capacity: 4, left: 0 },
    { date: '2026-12-12', from: '10:00', to: '12:00', capacity: 4, left: 4 },
  ],
};

describe('the pickup slot choice', () => {
  it('offers each slot with the places left; a full one cannot be chosen', () => {
    const onChoose = vi.fn();
    renderScreen('/checkout', <PickupSlotChoice farm={FARM} chosen={undefined} onChoose={onChoose} />);
    expect(screen.getByRole('group', { name: 'Elige cuándo recoger' })).toBeInTheDocument();
    const first = screen.getByRole('radio', { name: /sábado 5 de diciembre.*de 10:00 a 12:00/ });
    expect(screen.getByText('Queda 1 plaza')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /de 12:00 a 14:00/ })).toBeDisabled();
    expect(screen.getByText('Quedan 4 plazas')).toBeInTheDocument();
    fireEvent.click(first);
    expect(onChoose).toHaveBeenCalledWith({ date: '2026-12-05', from: '10:00' });
  });

  it('says when no slot is free', () => {
    renderScreen(
      '/checkout',
      <PickupSlotChoice farm={{ ...FARM, slots: [] }} chosen={undefined} onChoose={() => {}} />,
    );
    expect(screen.getByText(/No quedan franjas libres/)).toBeInTheDocument();
  });
});
