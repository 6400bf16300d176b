import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/errors';
import { DetailFrame } from './DetailFrame';
import { Page } from './Page';

interface Query {
  error?: unknown;
  isLoading?: boolean;
  isValidating?: boolean;
  mutate?: () => unknown;
}

function renderFrame(
  query: Query,
  {
    item,
    validId = true,
    notFoundStatuses,
  }: { item?: string; validId?: boolean; notFoundStatuses?: number[] } = {},
) {
  return render(
    <MemoryRouter>
      <DetailFrame
        query={{ isLoading: false, isValidating: false, mutate: vi.fn(), ...query }}
        item={item}
        validId={validId}
        notFoundStatuses={notFoundStatuses}
        notFound={<p>No existe</p>}
        title="Pedido"
        className="order-page"
        what="el pedido"
        back={<a href="/orders">Mis pedidos</a>}
      >
        {(value) => <p>Pedido {value}</p>}
      </DetailFrame>
    </MemoryRouter>,
  );
}

const apiError = (status: number) => new ApiError({ status, code: 'X', message: `Fallo ${status}` });

describe('DetailFrame', () => {
  it('shows the record once read', () => {
    renderFrame({}, { item: 'A-1' });
    expect(screen.getByText('Pedido A-1')).toBeInTheDocument();
  });

  it('says it is loading until the record arrives', () => {
    renderFrame({ isLoading: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el pedido...');
  });

  it('is not found for an id that cannot exist, and for 404 and 422 unless told otherwise', () => {
    const { unmount } = renderFrame({}, { validId: false });
    expect(screen.getByText('No existe')).toBeInTheDocument();
    unmount();
    for (const status of [404, 422]) {
      const view = renderFrame({ error: apiError(status) });
      expect(screen.getByText('No existe')).toBeInTheDocument();
      view.unmount();
    }
    renderFrame({ error: apiError(422) }, { notFoundStatuses: [404] });
    expect(screen.queryByText('No existe')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar el pedido.');
  });

  it('offers a retry and the way back when the load fails', async () => {
    const mutate = vi.fn();
    renderFrame({ error: apiError(500), mutate });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el pedido.');
    expect(alert).toHaveTextContent('Fallo 500');
    expect(screen.getByRole('link', { name: 'Mis pedidos' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('keeps the loading page, and the focus on its heading, when the record comes in as a Page', () => {
    const frame = (item?: string) => (
      <MemoryRouter>
        <DetailFrame
          query={{ isLoading: !item, isValidating: false, mutate: vi.fn() }}
          item={item}
          validId
          notFound={null}
          title="Detalle"
          className="admin-page"
          what="el pedido"
          back={null}
        >
          {(value) => (
            <Page title={`Pedido ${value}`} heading="Detalle" className="admin-page">
              <p>Pedido {value}</p>
            </Page>
          )}
        </DetailFrame>
      </MemoryRouter>
    );
    const { rerender } = render(frame());
    const heading = screen.getByRole('heading', { level: 1, name: 'Detalle' });
    heading.focus();
    rerender(frame('A-1'));
    expect(screen.getByText('Pedido A-1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalle' })).toBe(heading);
    expect(heading).toHaveFocus();
  });
});
