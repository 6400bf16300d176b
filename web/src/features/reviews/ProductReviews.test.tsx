import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockSession, renderRoutes, signedInSession, stubFetch, link } from '../../test/utils';
import type { Review } from '../../../../shared/contracts/reviews/entities.js';
import { review as reviewOf } from '../../test/reviews';
import ProductReviews from './ProductReviews';

const ok = (data: unknown, status = 200) =>
  jsonResponse({ status: { code: 'SUCCESS', message: '' }, data }, status);

const review = (id: string, rating: number, extra: Partial<Review> = {}) =>
  reviewOf({ id, rating, comment: `Comentario ${id}`, ...extra });

const SUMMARY = { average: 4.5, count: 2, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } };

function render(session = mockSession(), mine: unknown = { review: null, canReview: true }) {
  const calls: { url: string; init: RequestInit }[] = [];
  stubFetch((url, init) => {
    calls.push({ url, init });
    if (url.startsWith('/v1/products/p1/reviews/mine')) return ok(mine);
    if (url.startsWith('/v1/products/p1/reviews') && init.method === 'POST')
      return ok({ review: review('r9', 3, { comment: 'Ricas' }) }, 201);
    if (url.includes('nextToken=t2'))
      return ok({ reviews: [review('r3', 4)], summary: SUMMARY, nextToken: null });
    if (url.startsWith('/v1/products/p1/reviews'))
      return ok({
        reviews: [
          review('r1', 5, { reply: { text: 'Gracias', createdAt: 'x', updatedAt: 'x' } }),
          review('r2', 4),
        ],
        summary: SUMMARY,
        nextToken: 't2',
      });
    return ok({});
  });
  renderRoutes([{ path: '/products/:id', element: <ProductReviews /> }], { path: '/products/p1', session });
  return calls;
}

describe('product reviews', () => {
  it('shows the summary, how reviews are checked, the reviews with «Compra verificada» and the reply, then more', async () => {
    render();
    expect(await screen.findByText('4,5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Valoración: 4,5 de 5 (2 opiniones)' })).toBeInTheDocument();
    expect(link('Cómo comprobamos las opiniones')).toHaveAttribute(
      'href',
      '/condiciones#opiniones-de-los-productos',
    );
    const table = screen.getByRole('table', { name: 'Opiniones por número de estrellas' });
    expect(within(table).getByRole('row', { name: /5 estrellas/ })).toHaveTextContent('1');
    const items = screen.getAllByTestId('review');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ana G.');
    expect(items[0]).toHaveTextContent('Compra verificada');
    expect(items[0]).toHaveTextContent('Respuesta de la finca');
    expect(screen.getByRole('link', { name: 'Inicia sesión para opinar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('lets a buyer rate with stars and a comment, and refuses without stars', async () => {
    const calls = render(signedInSession('consumer'));
    const submit = await screen.findByRole('button', { name: 'Publicar opinión' });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La puntuación debe ser un número entero de 1 a 5',
    );
    await userEvent.click(screen.getByRole('radio', { name: /3 estrellas/ }));
    await userEvent.type(screen.getByLabelText(/Comentario/), 'Ricas');
    await userEvent.click(submit);
    expect(await screen.findByText('Tu opinión')).toBeInTheDocument();
    const post = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ rating: 3, comment: 'Ricas' });
  });

  it('tells a consumer without a delivery that they can review once they receive it', async () => {
    render(signedInSession('consumer'), { review: null, canReview: false });
    expect(
      await screen.findByText('Podrás opinar sobre este producto cuando lo hayas recibido.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar opinión' })).not.toBeInTheDocument();
  });

  it("shows the consumer's own review once, as «Tu opinión», and not again in the list", async () => {
    render(signedInSession('consumer'), { review: review('r1', 5), canReview: true });
    expect(await screen.findByText('Tu opinión')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(2));
    expect(screen.getAllByText('Comentario r1')).toHaveLength(1);
    expect(screen.getByText('Comentario r2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(screen.getByText('Comentario r3')).toBeInTheDocument());
    expect(screen.getAllByText('Comentario r1')).toHaveLength(1);
  });
});
