import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { SessionContext } from '../session/session-context';
import { mockSession } from '../../test/utils';
import { useCart, type CartContextValue } from './cart-context';
import { CartProvider } from './CartProvider';
import { cartProduct } from './cart-test-utils';
import { emptyLocalCart, mergeIntoCart, readLocalCart } from './local-cart';

let latest: CartContextValue | null = null;

function Probe() {
  const cart = useCart();
  latest = cart;
  return (
    <p data-testid="probe">
      {cart.ready ? 'listo' : 'iniciando'} {cart.itemCount}
    </p>
  );
}

function renderProvider(session = mockSession()) {
  return render(
    <SessionContext.Provider value={session}>
      <CartProvider>
        <Probe />
      </CartProvider>
    </SessionContext.Provider>,
  );
}

describe('CartProvider', () => {
  it('shows the count of the last cart seen until the manager has read the cart', async () => {
    const seen = mergeIntoCart(emptyLocalCart(), cartProduct(), 3).cart;
    localStorage.setItem(CART_STORAGE_KEYS.cart, JSON.stringify(seen));
    renderProvider();
    expect(screen.getByTestId('probe')).toHaveTextContent('iniciando 3');
    // The visitor's local cart (empty here) replaces it once initialised.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('listo 0'));
  });

  it('keeps an operation asked before the manager arrived, and runs it after the initialisation', async () => {
    renderProvider();
    // Asked at once, before the manager's chunk is there.
    const adding = latest!.add(cartProduct(), 2);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('listo 2'));
    expect(await adding).toEqual({ added: 2, quantity: 2, capped: false });
    expect(readLocalCart().items).toMatchObject([{ productId: 'p1', quantity: 2 }]);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('listo 2'));
  });

  it('does not take the signed-out first view of a hydrating page for a visitor: an add waits for the session', async () => {
    const view = renderProvider(mockSession({ hydrating: true }));
    const adding = latest!.add(cartProduct(), 2);
    let settled = false;
    void adding.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    expect(readLocalCart().items).toEqual([]);
    expect(screen.getByTestId('probe')).toHaveTextContent('iniciando');
    // The page has taken over: the session is what it is (a visitor here), and the add goes on.
    view.rerender(
      <SessionContext.Provider value={mockSession({ hydrating: false })}>
        <CartProvider>
          <Probe />
        </CartProvider>
      </SessionContext.Provider>,
    );
    expect(await adding).toEqual({ added: 2, quantity: 2, capped: false });
  });
});
