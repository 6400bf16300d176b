import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../../../../shared/constants/app-shell.js';
import { useToast, type ToastApi } from './toast-context';
import { ToastContainer } from './ToastContainer';
import { ToastProvider } from './ToastProvider';

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}

function setup(position?: 'top-right' | 'bottom-left') {
  return render(
    <ToastProvider>
      <Grab />
      <ToastContainer position={position} />
    </ToastProvider>,
  );
}

const items = () => [...document.querySelectorAll('.toast')];

describe('toasts', () => {
  it(`shows at most ${TOAST_MAX_VISIBLE} at a time; the rest wait their turn`, () => {
    vi.useFakeTimers();
    setup();
    act(() => {
      for (let index = 1; index <= 7; index += 1) api.info(`Aviso ${index}`);
    });
    expect(items()).toHaveLength(TOAST_MAX_VISIBLE);
    expect(screen.getByText('Aviso 1')).toBeInTheDocument();
    expect(screen.queryByText('Aviso 6')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(items()).toHaveLength(2);
    expect(screen.getByText('Aviso 7')).toBeInTheDocument();
  });

  it(`closes by itself after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    setup();
    act(() => {
      api.success('Guardado');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Guardado')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Guardado')).not.toBeInTheDocument();
  });

  it('uses role="status" for success and info, role="alert" for error and warning', () => {
    setup();
    act(() => {
      api.success('Éxito total');
      api.info('Para tu información');
      api.error('Algo falló');
      api.warning('Cuidado');
    });
    expect(screen.getByText('Éxito total').closest('.toast')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Para tu información').closest('.toast')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Algo falló').closest('.toast')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Cuidado').closest('.toast')).toHaveAttribute('role', 'alert');
    for (const type of ['success', 'info', 'error', 'warning']) {
      expect(document.querySelector(`.toast--${type}`)).not.toBeNull();
    }
  });

  it('closes with its button labelled "Cerrar notificación"', async () => {
    setup();
    act(() => {
      api.error('No se pudo guardar');
    });
    const toast = screen.getByRole('alert');
    await userEvent.click(within(toast).getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText('No se pudo guardar')).not.toBeInTheDocument();
  });

  it('is top-right by default and can be placed elsewhere', () => {
    const { unmount } = setup();
    expect(document.querySelector('.toast-region')).toHaveAttribute('data-position', 'top-right');
    unmount();
    setup('bottom-left');
    expect(document.querySelector('.toast-region')).toHaveAttribute('data-position', 'bottom-left');
  });

  it('does not stack the same message twice while it is shown', () => {
    setup();
    act(() => {
      api.info('Inicia sesión para continuar.');
      api.info('Inicia sesión para continuar.');
    });
    expect(items()).toHaveLength(1);
  });

  it('keeps a toast while the pointer is over it', () => {
    vi.useFakeTimers();
    setup();
    act(() => {
      api.info('Léeme con calma');
    });
    const toast = screen.getByRole('status');
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    });
    expect(screen.getByText('Léeme con calma')).toBeInTheDocument();
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByText('Léeme con calma')).not.toBeInTheDocument();
  });
});
