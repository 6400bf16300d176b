import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastContainer } from '../components/toast/ToastContainer';
import { ToastProvider } from '../components/toast/ToastProvider';
import { SessionContext } from '../lib/session/session-context';
import { mockSession } from '../test/utils';
import { SessionNotices } from './SessionNotices';

function view(error: string | null) {
  return (
    <ToastProvider>
      <SessionContext.Provider value={mockSession({ error })}>
        <SessionNotices />
      </SessionContext.Provider>
      <ToastContainer />
    </ToastProvider>
  );
}

describe('SessionNotices', () => {
  it('announces a session error once, and again after it cleared and came back', () => {
    const message = 'Sesión expirada. Por favor, inicia sesión nuevamente.';
    const { rerender } = render(view(message));
    expect(screen.getAllByText(message)).toHaveLength(1);
    rerender(view(message));
    expect(screen.getAllByText(message)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText(message)).toBeNull();
    rerender(view(message));
    expect(screen.queryByText(message)).toBeNull();
    rerender(view(null));
    act(() => rerender(view(message)));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
