import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from './prerendered';
import { useStoreAfterHydration } from './use-store-after-hydration';

const store = {
  value: 'live',
  subscribe: () => () => {},
  getSnapshot: () => store.value,
};
const prerendered = () => 'prerendered';

function Probe({ seen }: { seen: string[] }) {
  const [value, live] = useStoreAfterHydration(store.subscribe, store.getSnapshot, prerendered);
  seen.push(`${value}:${live}`);
  return <p>{value}</p>;
}

describe('useStoreAfterHydration', () => {
  afterEach(() => {
    document.getElementById('root')?.remove();
  });

  it('renders the live state at once when there is no shell to hydrate (route guards need it)', () => {
    const seen: string[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe('live:true');
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it("while taking over a prerendered shell, renders the shell's state first and the live one after", async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(PRERENDERED_ATTRIBUTE, '');
    document.body.append(root);
    const seen: string[] = [];
    await act(async () => {
      render(<Probe seen={seen} />, { container: root });
    });
    // Said to be the prerendered state while it shows (the cart waits for the live session meanwhile).
    expect(seen[0]).toBe('prerendered:false');
    expect(seen.at(-1)).toBe('live:true');
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
