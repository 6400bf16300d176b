import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import {
  CART_BACKUP_TTL_MS,
  CART_CLEAR_AFTER_CHECKOUT_MS,
  CART_ERROR_CLEAR_MS,
  CART_INIT_DELAY_MS,
  CART_QUANTITY_MAX,
} from '../../../../shared/constants/cart.js';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { CART_MESSAGES } from '../../../../shared/messages/cart.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { ApiError } from '../api/errors';
import { CART_TEXTS, CartError } from './cart-errors';
import { CART_CLEAR_EVENT, CartManager } from './cart-manager';
import type { CartIdentity } from './cart-state';
import { apiError, cartProduct, FakeServerCart } from './cart-test-utils';
import { mergeIntoCart, readLocalCart, writeLocalCart, type CartProduct } from './local-cart';

const VISITOR: CartIdentity = { kind: 'local' };
const CONSUMER: CartIdentity = { kind: 'consumer', userId: 'consumer-1' };
const NOW = Date.parse('2026-05-01T10:00:00.000Z');

const P1 = cartProduct({ productId: 'p1', price: 4.5, stock: 10 });
const P2 = cartProduct({ productId: 'p2', name: 'Mermelada', price: 3, stock: 5, producerId: 'farm-2' });
const P3 = cartProduct({ productId: 'p3', name: 'Jugo', price: 2, stock: 8 });

function storedLocal(...lines: [CartProduct, number][]) {
  let cart = readLocalCart();
  for (const [product, quantity] of lines) cart = mergeIntoCart(cart, product, quantity).cart;
  writeLocalCart(cart);
}

const stored = (key: string) => localStorage.getItem(key);
const units = (manager: CartManager) =>
  manager.getState().cart.items.map((item) => [item.productId, item.quantity]);

describe('cart manager', () => {
  let server: FakeServerCart;
  let manager: CartManager;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    server = new FakeServerCart({
      p1: { price: 4.5, stock: 10 },
      p2: { price: 3, stock: 5 },
      p3: { price: 2, stock: 8 },
    });
  });

  afterEach(() => {
    stop?.();
  });

  /** A manager started with an identity, after the 100 ms initialisation. */
  async function started(identity: CartIdentity) {
    manager = new CartManager({ api: server.api, now: () => Date.now() });
    stop = manager.start();
    manager.setIdentity(identity);
    await vi.advanceTimersByTimeAsync(CART_INIT_DELAY_MS);
    await manager.whenIdle();
    return manager;
  }

  describe('initialisation', () => {
    it('starts 100 ms after start, not before', async () => {
      server.seed('p1', 2);
      manager = new CartManager({ api: server.api, now: () => Date.now() });
      stop = manager.start();
      manager.setIdentity(CONSUMER);
      await vi.advanceTimersByTimeAsync(CART_INIT_DELAY_MS - 1);
      expect(server.api.get).not.toHaveBeenCalled();
      expect(manager.getState().ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await manager.whenIdle();
      expect(server.api.get).toHaveBeenCalledTimes(1);
      expect(manager.getState()).toMatchObject({ ready: true, mode: 'server' });
      expect(units(manager)).toEqual([['p1', 2]]);
    });

    it('shows the last cart seen (key `cart`) until it is read again', async () => {
      storedLocal([P1, 3]);
      localStorage.setItem(CART_STORAGE_KEYS.cart, stored(CART_STORAGE_KEYS.localCart)!);
      localStorage.removeItem(CART_STORAGE_KEYS.localCart);
      manager = new CartManager({ api: server.api });
      expect(manager.getState()).toMatchObject({ ready: false });
      expect(units(manager)).toEqual([['p1', 3]]);
    });

    it('waits while the session is still loading, then follows it', async () => {
      manager = new CartManager({ api: server.api, now: () => Date.now() });
      stop = manager.start();
      manager.setIdentity({ kind: 'loading' });
      await vi.advanceTimersByTimeAsync(CART_INIT_DELAY_MS * 5);
      expect(manager.getState().ready).toBe(false);
      manager.setIdentity(VISITOR);
      await manager.whenIdle();
      expect(manager.getState()).toMatchObject({ ready: true, mode: 'local' });
      expect(server.api.get).not.toHaveBeenCalled();
    });
    it("puts an add asked for while the page starts into the signed-in consumer's cart, not a local one", async () => {
      // «Añadir al carrito» clicked before the initialisation, the session still loading: the add waits for the
      // consumer's cart to be read, then goes to the server once (no local line that a later merge adds again).
      manager = new CartManager({ api: server.api, now: () => Date.now() });
      stop = manager.start();
      manager.setIdentity({ kind: 'loading' });
      const adding = manager.add(P1, 2);
      let settled = false;
      void adding.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(CART_INIT_DELAY_MS * 3);
      // Until the owner is known the add waits: nothing written to the local cart meanwhile.
      expect(settled).toBe(false);
      expect(readLocalCart().items).toEqual([]);
      expect(server.api.addItem).not.toHaveBeenCalled();
      manager.setIdentity(CONSUMER);
      await expect(adding).resolves.toMatchObject({ added: 2, quantity: 2 });
      // When «Producto añadido al carrito» shows, the units are already in the consumer's server cart.
      expect(server.api.addItem).toHaveBeenCalledTimes(1);
      await manager.whenIdle();
      expect(server.api.get).toHaveBeenCalledTimes(1);
      expect(server.api.addItem).toHaveBeenCalledTimes(1);
      expect(server.api.addItem).toHaveBeenCalledWith('p1', 2);
      expect(readLocalCart().items).toEqual([]);
      expect(manager.getState()).toMatchObject({ ready: true, mode: 'server' });
      expect(units(manager)).toEqual([['p1', 2]]);
    });
  });

  describe('local cart (visitors, producers, admins)', () => {
    it('adds to local_cart, summing quantities and capping by stock', async () => {
      await started(VISITOR);
      expect(await manager.add(P1, 2)).toEqual({ added: 2, quantity: 2, capped: false });
      expect(await manager.add(P1, 20)).toEqual({ added: 8, quantity: 10, capped: true });
      expect(await manager.add(P1, 1)).toEqual({ added: 0, quantity: 10, capped: true });
      expect(JSON.parse(stored(CART_STORAGE_KEYS.localCart)!)).toMatchObject({
        id: 'local-cart',
        userId: 'anonymous',
        items: [{ productId: 'p1', quantity: 10 }],
        totalPrice: 45,
      });
      // The cart on screen is remembered under `cart` too.
      expect(JSON.parse(stored(CART_STORAGE_KEYS.cart)!).items[0].quantity).toBe(10);
      expect(server.api.addItem).not.toHaveBeenCalled();
    });

    it('changes, removes and clears lines', async () => {
      await started(VISITOR);
      await manager.add(P1, 2);
      await manager.add(P2, 1);
      const [line1, line2] = manager.getState().cart.items;
      await manager.setQuantity(line1!, 4);
      expect(units(manager)).toEqual([
        ['p1', 4],
        ['p2', 1],
      ]);
      expect(manager.getState().cart.totalPrice).toBe(21);
      await manager.remove(line2!);
      expect(units(manager)).toEqual([['p1', 4]]);
      await manager.clear();
      expect(manager.getState().cart.items).toEqual([]);
      expect(readLocalCart().items).toEqual([]);
    });

    it('refuses a coupon (coupons are for a consumer cart)', async () => {
      await started(VISITOR);
      await expect(manager.applyCoupon('bienvenida10')).rejects.toThrow(CART_TEXTS.couponNeedsConsumer);
      await expect(manager.applyCoupon('  ')).rejects.toThrow(VALIDATION_MESSAGES.couponRequired);
      expect(await manager.validate()).toBeNull();
    });

    it('refuses a quantity that is not a positive whole number', async () => {
      await started(VISITOR);
      await expect(manager.add(P1, 0)).rejects.toThrow(VALIDATION_MESSAGES.quantityPositive);
      await expect(manager.add(P1, 1.5)).rejects.toThrow(VALIDATION_MESSAGES.quantityPositive);
      expect(readLocalCart().items).toEqual([]);
    });
  });

  describe('server cart (signed-in consumer)', () => {
    it('adds through the server, summing with the line and never past the stock', async () => {
      await started(CONSUMER);
      expect(await manager.add(P1, 3)).toEqual({ added: 3, quantity: 3, capped: false });
      expect(await manager.add(P1, 20)).toEqual({ added: 7, quantity: 10, capped: true });
      expect(server.api.addItem).toHaveBeenLastCalledWith('p1', 7);
      expect(await manager.add(P1, 1)).toEqual({ added: 0, quantity: 10, capped: true });
      expect(server.api.addItem).toHaveBeenCalledTimes(2);
      expect(manager.getState().cart).toMatchObject({ id: 'cart-1', totalPrice: 45 });
      expect(readLocalCart().items).toEqual([]);
    });

    it("shows the server's refusal in Spanish and keeps it 5 s", async () => {
      await started(CONSUMER);
      server.fail('addItem', apiError(409, CART_MESSAGES.notEnoughStock, 'CONFLICT'));
      await expect(manager.add(P1, 1)).rejects.toThrow(CART_MESSAGES.notEnoughStock);
      expect(manager.getState().error).toBe(CART_MESSAGES.notEnoughStock);
      await vi.advanceTimersByTimeAsync(CART_ERROR_CLEAR_MS - 1);
      expect(manager.getState().error).toBe(CART_MESSAGES.notEnoughStock);
      await vi.advanceTimersByTimeAsync(1);
      expect(manager.getState().error).toBeNull();
    });

    it('uses the cart messages when the server sends none, and "Datos inválidos: ..." for a 422', async () => {
      await started(CONSUMER);
      server.fail('addItem', new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x' }));
      await expect(manager.add(P1, 1)).rejects.toThrow(CART_MESSAGES.productUnavailable);
      server.fail('addItem', apiError(422, VALIDATION_MESSAGES.quantityPositive, 'INVALID_QUANTITY'));
      await expect(manager.add(P1, 1)).rejects.toThrow(
        CART_MESSAGES.invalidData(VALIDATION_MESSAGES.quantityPositive),
      );
    });

    it('changes a line with PUT (0 removes it), removes with DELETE, clears everything', async () => {
      server.seed('p1', 2);
      server.seed('p2', 1);
      await started(CONSUMER);
      const [line1, line2] = manager.getState().cart.items;
      await manager.setQuantity(line1!, 5);
      expect(server.api.updateItem).toHaveBeenCalledWith('item-p1', 5);
      await manager.setQuantity(line2!, 0);
      expect(units(manager)).toEqual([['p1', 5]]);
      await manager.remove(manager.getState().cart.items[0]!);
      expect(server.api.removeItem).toHaveBeenCalledWith('item-p1');
      expect(manager.getState().cart.items).toEqual([]);
      server.seed('p3', 1);
      await manager.refresh();
      await manager.clear();
      expect(server.api.clear).toHaveBeenCalledTimes(1);
      expect(manager.getState().cart.items).toEqual([]);
    });

    it('a line gone meanwhile: the cart is read again and the cart message shown', async () => {
      server.seed('p1', 2);
      server.seed('p2', 1);
      await started(CONSUMER);
      const line = manager.getState().cart.items[0]!;
      server.items = server.items.filter((item) => item.productId !== 'p1');
      await expect(manager.setQuantity(line, 3)).rejects.toThrow(CART_MESSAGES.itemNotFound);
      expect(units(manager)).toEqual([['p2', 1]]);
      // Removing it is what the buyer wanted anyway: no error.
      manager.clearError();
      server.seed('p1', 1);
      await manager.refresh();
      const again = manager.getState().cart.items.find((item) => item.productId === 'p1')!;
      server.items = server.items.filter((item) => item.productId !== 'p1');
      await expect(manager.remove(again)).resolves.toBeUndefined();
      expect(manager.getState().error).toBeNull();
    });

    it('applies a coupon upper-cased and removes it', async () => {
      server.seed('p1', 2);
      await started(CONSUMER);
      await manager.applyCoupon('  bienvenida10 ');
      expect(server.api.applyCoupon).toHaveBeenCalledWith('BIENVENIDA10');
      expect(manager.getState().cart).toMatchObject({
        coupon: { code: 'BIENVENIDA10', discount: 0.9 },
        totalPrice: 8.1,
      });
      await manager.removeCoupon();
      expect(manager.getState().cart.coupon).toBeUndefined();
      server.fail('applyCoupon', apiError(422, 'El cupón VERANO2025 ya venció.'));
      await expect(manager.applyCoupon('verano2025')).rejects.toThrow('El cupón VERANO2025 ya venció.');
    });

    it('runs one operation at a time', async () => {
      await started(CONSUMER);
      const order: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const real = server.api.addItem.getMockImplementation()!;
      server.api.addItem.mockImplementationOnce(async (productId, quantity) => {
        order.push(`start ${productId}`);
        await gate;
        order.push(`end ${productId}`);
        return real(productId, quantity);
      });
      server.api.addItem.mockImplementationOnce(async (productId, quantity) => {
        order.push(`start ${productId}`);
        return real(productId, quantity);
      });
      const first = manager.add(P1, 1);
      const second = manager.add(P2, 1);
      await vi.advanceTimersByTimeAsync(0);
      expect(order).toEqual(['start p1']);
      expect(manager.getState().busy).toBe(true);
      release();
      await Promise.all([first, second]);
      expect(order).toEqual(['start p1', 'end p1', 'start p2']);
      expect(manager.getState().busy).toBe(false);
    });

    it('falls back to the local cart on an auth-kind answer, and adds there', async () => {
      await started(CONSUMER);
      server.fail('addItem', apiError(401, AUTH_MESSAGES.sessionExpired, 'UNAUTHORIZED'));
      expect(await manager.add(P1, 2)).toEqual({ added: 2, quantity: 2, capped: false });
      expect(manager.getState()).toMatchObject({
        mode: 'local',
        fallback: true,
        error: AUTH_MESSAGES.sessionExpiredContext,
      });
      expect(readLocalCart().items).toMatchObject([{ productId: 'p1', quantity: 2 }]);
      await manager.add(P2, 1);
      expect(server.api.addItem).toHaveBeenCalledTimes(1);
    });

    it('falls back to the local cart when the first read is refused (403)', async () => {
      server.fail('get', apiError(403, 'No tienes permisos de consumidor para realizar esta acción.'));
      await started(CONSUMER);
      expect(manager.getState()).toMatchObject({ mode: 'local', fallback: true, ready: true });
    });

    it('becomes the local cart again after logout (the server cart stays on the server)', async () => {
      server.seed('p1', 2);
      await started(CONSUMER);
      expect(units(manager)).toEqual([['p1', 2]]);
      manager.setIdentity(VISITOR);
      await manager.whenIdle();
      expect(manager.getState()).toMatchObject({ mode: 'local', fallback: false });
      expect(manager.getState().cart).toMatchObject({ id: 'local-cart', items: [] });
      expect(JSON.parse(stored(CART_STORAGE_KEYS.cart)!).id).toBe('local-cart');
    });

    it('drops an answer that arrives after the owner changed', async () => {
      server.seed('p1', 2);
      await started(CONSUMER);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const real = server.api.addItem.getMockImplementation()!;
      server.api.addItem.mockImplementationOnce(async (productId, quantity) => {
        await gate;
        return real(productId, quantity);
      });
      const adding = manager.add(P2, 1);
      await vi.advanceTimersByTimeAsync(0);
      manager.setIdentity(VISITOR);
      release();
      await adding;
      await manager.whenIdle();
      expect(manager.getState()).toMatchObject({ mode: 'local' });
      expect(manager.getState().cart.items).toEqual([]);
    });
  });

  describe('merge on sign-in', () => {
    it('sums the local lines into the server cart and empties the local cart', async () => {
      server.seed('p1', 3);
      await started(VISITOR);
      await manager.add(P1, 2);
      await manager.add(P2, 1);
      manager.setIdentity(CONSUMER);
      await manager.whenIdle();
      expect(server.api.addItem.mock.calls).toEqual([
        ['p1', 2],
        ['p2', 1],
      ]);
      expect(manager.getState()).toMatchObject({ mode: 'server', mergeNotes: [] });
      expect(units(manager)).toEqual([
        ['p1', 5],
        ['p2', 1],
      ]);
      expect(readLocalCart().items).toEqual([]);
      expect(stored(CART_STORAGE_KEYS.backup)).toBeNull();
      expect(stored(CART_STORAGE_KEYS.timestamp)).toBeNull();
    });

    it("is not ready while the cart changes hands, so no screen shows the previous owner's cart", async () => {
      await started(VISITOR);
      await manager.add(P1, 1);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const real = server.api.get.getMockImplementation()!;
      server.api.get.mockImplementationOnce(async () => {
        await gate;
        return real();
      });
      manager.setIdentity(CONSUMER);
      expect(manager.getState().ready).toBe(false);
      release();
      await manager.whenIdle();
      expect(manager.getState()).toMatchObject({ ready: true, mode: 'server' });
    });

    it('caps a summed line at the stock and says so', async () => {
      server.seed('p2', 3);
      storedLocal([P2, 4]);
      await started(CONSUMER);
      expect(server.api.addItem.mock.calls).toEqual([
        ['p2', 4],
        ['p2', 2],
      ]);
      expect(units(manager)).toEqual([['p2', 5]]);
      expect(manager.getState().mergeNotes).toEqual([
        { productId: 'p2', name: 'Mermelada', requested: 4, added: 2, message: CART_TEXTS.mergeCapped(2, 4) },
      ]);
    });

    it('caps a summed line at CART_QUANTITY_MAX', async () => {
      server.catalog.p1!.stock = 5_000;
      server.seed('p1', CART_QUANTITY_MAX - 1);
      storedLocal([cartProduct({ productId: 'p1', stock: 5_000 }), 3]);
      await started(CONSUMER);
      expect(server.api.addItem).toHaveBeenCalledWith('p1', 1);
      expect(units(manager)).toEqual([['p1', CART_QUANTITY_MAX]]);
      expect(manager.getState().mergeNotes[0]).toMatchObject({ requested: 3, added: 1 });
    });

    it('reports the lines the server refuses instead of losing them silently', async () => {
      storedLocal([P1, 1], [P3, 2]);
      server.catalog.p3!.isActive = false;
      await started(CONSUMER);
      expect(units(manager)).toEqual([['p1', 1]]);
      expect(manager.getState().mergeNotes).toEqual([
        { productId: 'p3', name: 'Jugo', requested: 2, added: 0, message: CART_MESSAGES.productUnavailable },
      ]);
      manager.dismissMergeNotes();
      expect(manager.getState().mergeNotes).toEqual([]);
      // A sold-out product is refused with the stock message.
      manager.setIdentity(VISITOR);
      await manager.whenIdle();
      server.catalog.p2!.stock = 0;
      await manager.add(cartProduct({ productId: 'p2', name: 'Mermelada', stock: 5 }), 1);
      manager.setIdentity(CONSUMER);
      await manager.whenIdle();
      expect(manager.getState().mergeNotes).toMatchObject([
        { productId: 'p2', added: 0, message: CART_MESSAGES.notEnoughStock },
      ]);
    });

    it('keeps the lines not yet merged in cart_backup when the connection fails, and resumes later', async () => {
      storedLocal([P1, 1], [P2, 2], [P3, 3]);
      const noAnswer = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'sin conexión' });
      const real = server.api.addItem.getMockImplementation()!;
      server.api.addItem.mockImplementationOnce(real).mockImplementationOnce(async () => {
        throw noAnswer;
      });
      await started(CONSUMER);
      expect(units(manager)).toEqual([['p1', 1]]);
      expect(manager.getState().error).toBe(CART_TEXTS.mergeInterrupted);
      expect(readLocalCart().items).toEqual([]);
      const backup = JSON.parse(stored(CART_STORAGE_KEYS.backup)!) as { productId: string }[];
      expect(backup.map((item) => item.productId)).toEqual(['p2', 'p3']);
      expect(Number(stored(CART_STORAGE_KEYS.timestamp))).toBe(NOW + CART_INIT_DELAY_MS);

      // The next visit (or a retry) merges what was left.
      await manager.refresh();
      expect(units(manager)).toEqual([
        ['p1', 1],
        ['p2', 2],
        ['p3', 3],
      ]);
      expect(stored(CART_STORAGE_KEYS.backup)).toBeNull();
    });

    it('does not add a line twice when its add reached the server but the answer was lost', async () => {
      storedLocal([P1, 1], [P2, 2]);
      const noAnswer = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'sin conexión' });
      const real = server.api.addItem.getMockImplementation()!;
      // p1 is taken; p2 is taken too, but the page goes away before its answer arrives.
      server.api.addItem.mockImplementationOnce(real).mockImplementationOnce(async (productId, quantity) => {
        await real(productId, quantity);
        throw noAnswer;
      });
      await started(CONSUMER);
      const backup = JSON.parse(stored(CART_STORAGE_KEYS.backup)!) as {
        productId: string;
        mergeTarget?: number;
      }[];
      expect(backup).toMatchObject([{ productId: 'p2', mergeTarget: 2 }]);

      // The next visit finds p2 already at its target and adds nothing.
      server.api.addItem.mockClear();
      await manager.refresh();
      expect(server.api.addItem).not.toHaveBeenCalled();
      expect(units(manager)).toEqual([
        ['p1', 1],
        ['p2', 2],
      ]);
      expect(stored(CART_STORAGE_KEYS.backup)).toBeNull();
    });

    it('drops a backup older than 24 hours, uses a younger one', async () => {
      storedLocal([P1, 1]);
      const lines = readLocalCart().items;
      localStorage.removeItem(CART_STORAGE_KEYS.localCart);
      localStorage.setItem(CART_STORAGE_KEYS.backup, JSON.stringify(lines));
      localStorage.setItem(CART_STORAGE_KEYS.timestamp, String(NOW - CART_BACKUP_TTL_MS));
      await started(CONSUMER);
      expect(server.api.addItem).not.toHaveBeenCalled();
      expect(stored(CART_STORAGE_KEYS.backup)).toBeNull();

      stop();
      localStorage.setItem(CART_STORAGE_KEYS.backup, JSON.stringify(lines));
      localStorage.setItem(CART_STORAGE_KEYS.timestamp, String(NOW - CART_BACKUP_TTL_MS + 60_000));
      await started(CONSUMER);
      expect(server.api.addItem).toHaveBeenCalledWith('p1', 1);
      expect(units(manager)).toEqual([['p1', 1]]);
    });

    it('puts a pending backup back into the local cart for a visitor', async () => {
      storedLocal([P1, 2]);
      const lines = readLocalCart().items;
      localStorage.setItem(CART_STORAGE_KEYS.backup, JSON.stringify(lines));
      localStorage.setItem(CART_STORAGE_KEYS.timestamp, String(NOW - 1_000));
      storedLocal([P2, 1]);
      await started(VISITOR);
      expect(units(manager)).toEqual([
        ['p1', 4],
        ['p2', 1],
      ]);
      expect(stored(CART_STORAGE_KEYS.backup)).toBeNull();
    });

    it('gives the lines back to the local cart when the server refuses the session mid-merge', async () => {
      storedLocal([P1, 1], [P2, 2]);
      const real = server.api.addItem.getMockImplementation()!;
      server.api.addItem.mockImplementationOnce(real).mockImplementationOnce(async () => {
        throw apiError(401, AUTH_MESSAGES.sessionExpired);
      });
      await started(CONSUMER);
      expect(manager.getState()).toMatchObject({ mode: 'local', fallback: true });
      expect(readLocalCart().items.map((item) => [item.productId, item.quantity])).toEqual([['p2', 2]]);
      expect(stored(CART_STORAGE_KEYS.backup)).toBeNull();
    });

    it('a producer or an admin keeps the local cart: no merge, no server call', async () => {
      storedLocal([P1, 1]);
      await started({ kind: 'local' });
      expect(units(manager)).toEqual([['p1', 1]]);
      expect(server.api.get).not.toHaveBeenCalled();
    });
  });

  describe('after a checkout', () => {
    it('empties the cart on the clear event, and both carts 10 s later', async () => {
      server.seed('p1', 2);
      storedLocal([P3, 1]);
      server.catalog.p3!.stock = 0; // refused at the merge: the local cart is empty afterwards anyway
      await started(CONSUMER);
      writeLocalCart(mergeIntoCart(readLocalCart(), P3, 1).cart); // another tab added locally meanwhile
      manager.checkoutCompleted();
      await manager.whenIdle();
      expect(manager.getState().cart.items).toEqual([]);
      expect(server.api.clear).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(CART_CLEAR_AFTER_CHECKOUT_MS - 1);
      expect(server.api.clear).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await manager.whenIdle();
      expect(server.api.clear).toHaveBeenCalledTimes(1);
      expect(readLocalCart().items).toEqual([]);
    });

    it('does not DELETE a server cart the checkout already deleted (a 404 the console would log)', async () => {
      server.seed('p1', 2);
      await started(CONSUMER);
      manager.checkoutCompleted();
      await manager.whenIdle();
      // The checkout's transaction deleted the cart on the server.
      vi.mocked(server.api.get).mockResolvedValue(null);
      await vi.advanceTimersByTimeAsync(CART_CLEAR_AFTER_CHECKOUT_MS);
      await manager.whenIdle();
      expect(server.api.clear).not.toHaveBeenCalled();
      expect(readLocalCart().items).toEqual([]);
    });

    it('leaves a cart the buyer filled again within those 10 s', async () => {
      server.seed('p1', 2);
      await started(CONSUMER);
      window.dispatchEvent(new CustomEvent(CART_CLEAR_EVENT));
      await manager.whenIdle();
      await manager.add(P2, 1);
      await vi.advanceTimersByTimeAsync(CART_CLEAR_AFTER_CHECKOUT_MS);
      await manager.whenIdle();
      expect(server.api.clear).not.toHaveBeenCalled();
      expect(units(manager)).toEqual([
        ['p1', 2],
        ['p2', 1],
      ]);
    });
  });

  describe('other tabs', () => {
    it('follows the local cart another tab changed', async () => {
      await started(VISITOR);
      storedLocal([P1, 3]);
      manager.onStorage(CART_STORAGE_KEYS.localCart);
      expect(units(manager)).toEqual([['p1', 3]]);
    });
  });

  it('rejects with a CartError carrying the status', async () => {
    await started(CONSUMER);
    server.fail('addItem', apiError(409, CART_MESSAGES.notEnoughStock, 'CONFLICT'));
    const failure = await manager.add(P1, 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CartError);
    expect(failure).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});
