import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart } from './deferred-part';

function Reviews({ title }: { title: string }) {
  return <section aria-label={title}>Opiniones</section>;
}

/** A part whose chunk the test delivers when it likes; `loads` counts the requests. */
function part() {
  let deliver: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Reviews }>((resolve) => {
        deliver = () => resolve({ default: Reviews });
      }),
  );
  return { Part: deferredPart(load), load, deliver: () => act(async () => deliver()) };
}

const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('a part loaded after the first view', () => {
  it('is its fallback in the server render and the first commit, with nothing requested', () => {
    const { Part, load } = part();
    const fallback = <div data-testid="hueco" style={{ minHeight: '12rem' }} />;
    expect(renderToString(<Part title="Opiniones" fallback={fallback} />)).toBe(
      '<div data-testid="hueco" style="min-height:12rem"></div>',
    );
    render(<Part title="Opiniones" fallback={fallback} />);
    expect(screen.getByTestId('hueco')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('requests its chunk once the browser is idle, and takes the fallback’s place when it arrives', async () => {
    const { Part, load, deliver } = part();
    render(<Part title="Opiniones" fallback={<p>Cargando opiniones...</p>} />);
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Cargando opiniones...')).toBeInTheDocument();
    await deliver();
    expect(await screen.findByRole('region', { name: 'Opiniones' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando opiniones...')).toBeNull();
  });

  it('fetches its chunk but renders nothing while it would not show, then at once when it does', async () => {
    const { Part, load, deliver } = part();
    const view = render(<Part title="Opiniones" show={false} />);
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    await deliver();
    expect(screen.queryByRole('region')).toBeNull();
    view.rerender(<Part title="Opiniones" show eager />);
    expect(await screen.findByRole('region', { name: 'Opiniones' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can be requested early (preload), once', async () => {
    const { Part, load } = part();
    Part.preload();
    Part.preload();
    render(<Part title="Opiniones" eager />);
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
