import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managedReview } from '../../test/reviews';
import { jsonResponse, renderScreen, stubFetch } from '../../test/utils';
import AdminReviewsScreen from './AdminReviewsScreen';

const REVIEW = managedReview({
  producerId: 'f1',
  rating: 1,
  comment: 'Vaya timo',
  report: { reason: 'Insulta a la finca', at: '2026-11-21T10:00:00.000Z' },
});

describe('admin reviews', () => {
  it('lists the reported reviews and hides one with a reason, required', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    stubFetch((url, init) => {
      calls.push({ url, init });
      if (init.method === 'PATCH')
        return jsonResponse({
          status: { code: 'SUCCESS', message: '' },
          data: { review: { ...REVIEW, status: 'hidden' } },
        });
      return jsonResponse({
        status: { code: 'SUCCESS', message: '' },
        data: { reviews: [REVIEW], nextToken: null },
      });
    });
    renderScreen('/admin/reviews', <AdminReviewsScreen />, { role: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciadas' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('view=reported'));
    expect(await screen.findByText('Insulta a la finca')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Ocultar: opinión de Ana G\./ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar opinión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Indica el motivo.');
    await userEvent.type(screen.getByLabelText('Motivo para ocultarla'), 'Insultos');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar opinión' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.init.method === 'PATCH');
    expect(patch?.url).toBe('/v1/reviews/r1');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ status: 'hidden', reason: 'Insultos' });
  });
});
