import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managedReview } from '../../test/reviews';
import { jsonResponse, renderScreen, stubFetch } from '../../test/utils';
import ProducerReviewsScreen from './ProducerReviewsScreen';

const REVIEW = managedReview({ rating: 3, comment: 'Llegaron algo verdes' });

describe("the farm's reviews", () => {
  it('answers a review once, then offers to edit the answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let replied = false;
    stubFetch((url, init) => {
      calls.push({ url, init });
      if (init.method === 'POST') {
        replied = true;
        return jsonResponse({ status: { code: 'SUCCESS', message: '' }, data: { review: REVIEW } }, 201);
      }
      const review = replied
        ? { ...REVIEW, reply: { text: 'Gracias', createdAt: 'x', updatedAt: 'x' } }
        : REVIEW;
      return jsonResponse({
        status: { code: 'SUCCESS', message: '' },
        data: { reviews: [review], nextToken: null },
      });
    });
    renderScreen('/producer/reviews', <ProducerReviewsScreen />, { role: 'producer' });
    expect(await screen.findByText('Llegaron algo verdes')).toBeInTheDocument();
    expect(screen.getByText('Compra verificada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Responder/ }));
    await userEvent.type(screen.getByLabelText(/Tu respuesta/), 'Gracias');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar respuesta' }));
    expect(await screen.findByRole('button', { name: /^Editar respuesta/ })).toBeInTheDocument();
    const post = calls.find((call) => call.init.method === 'POST');
    expect(post?.url).toBe('/v1/reviews/r1/reply');
    await waitFor(() => expect(screen.getByText('Gracias')).toBeInTheDocument());
  });
});
