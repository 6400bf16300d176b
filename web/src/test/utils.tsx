/** Helpers of the web unit tests. */
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { Role } from '../../../shared/constants/roles.js';
import { ToastContainer } from '../components/toast/ToastContainer';
import { ToastProvider } from '../components/toast/ToastProvider';
import { swrConfig } from '../lib/api/swr-config';
import { CartProvider } from '../lib/cart/CartProvider';
import type { CartManager } from '../lib/cart/cart-manager';
import { SessionContext, SIGNED_OUT, type SessionContextValue } from '../lib/session/session-context';
import type { SessionUser } from '../lib/session/user';

export function testUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `${role}-1`,
    email: `${role}@pitahaya.test`,
    username: `${role}@pitahaya.test`,
    fullName: `Ana ${role}`,
    role,
    isActive: true,
    attributes: { sub: `${role}-1`, email: `${role}@pitahaya.test`, 'custom:role': role },
    ...overrides,
  };
}

/** A session context value without the provider: signed out unless told otherwise. */
export function mockSession(overrides: Partial<SessionContextValue> = {}): SessionContextValue {
  return {
    ...SIGNED_OUT,
    logout: vi.fn(async () => {}),
    reload: vi.fn(async () => null),
    clearError: vi.fn(),
    ...overrides,
  };
}

export function signedInSession(
  role: Role,
  overrides: Partial<SessionContextValue> = {},
): SessionContextValue {
  const user = testUser(role);
  return mockSession({ user, role, isAuthenticated: true, ...overrides });
}

/** Shows where the router is: path, query and state.from. */
export function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return (
    <div data-testid="probe">
      <p>{label}</p>
      <p data-testid="probe-path">{`${location.pathname}${location.search}`}</p>
      <p data-testid="probe-from">{from}</p>
    </div>
  );
}

/** SWR with a fresh cache per test and no retries. */
export function TestSWR({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        fetcher: swrConfig.fetcher,
        dedupingInterval: 0,
        shouldRetryOnError: false,
      }}
    >
      {children}
    </SWRConfig>
  );
}

interface RenderRoutesOptions {
  path?: string;
  session?: SessionContextValue;
  /** A cart manager of the test's own (default: a fresh one over the real API client). */
  cart?: CartManager;
}

/** Renders routes in a memory router inside toasts, SWR, a mocked session and the cart. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', session = mockSession(), cart }: RenderRoutesOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TestSWR>
      <ToastProvider>
        <SessionContext.Provider value={session}>
          <CartProvider manager={cart}>
            <RouterProvider router={router} />
          </CartProvider>
        </SessionContext.Provider>
        <ToastContainer />
      </ToastProvider>
    </TestSWR>,
  );
  return { router, ...view };
}

interface RenderScreenOptions extends Omit<RenderRoutesOptions, 'path'> {
  /** Where the router starts (default: the route itself). */
  path?: string;
  /** Signs in with this role (a `session` of the test's own wins). */
  role?: Role;
}

/**
 * Renders one screen alone at its route (`route`, a pattern such as '/admin/orders/:id'), through renderRoutes;
 * signed in as `role` when one is given, signed out otherwise.
 */
export function renderScreen(
  route: string,
  element: ReactElement,
  { path = route, role, session = role ? signedInSession(role) : undefined, cart }: RenderScreenOptions = {},
) {
  return renderRoutes([{ path: route, element }], { path, session, cart });
}

/** The one link named `name` in `container` (default: the whole document). */
export function link(name: string | RegExp, container: HTMLElement = document.body): HTMLElement {
  return within(container).getByRole('link', { name });
}

/** The text field whose name starts with `name` (a label followed by "(opcional)" or a hint still matches). */
export const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/**
 * Puts a whole text at once in the text field whose name starts with `name` (what it held cleared, then the text
 * pasted): for the fields whose keystrokes are not what a test is about (typing re-renders a form on every key).
 */
export async function pasteInto(user: UserEvent, name: string, text: string) {
  await user.clear(textbox(name));
  await user.paste(text);
}

/**
 * Fills a dialog's fields as a person would (a click on each, then its text pasted) and presses `button`:
 * `fields` are [label, text] pairs.
 */
export async function answerDialog(
  user: UserEvent,
  dialog: HTMLElement,
  fields: readonly (readonly [label: string | RegExp, text: string])[],
  button: string,
) {
  for (const [label, text] of fields) {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(text);
  }
  await user.click(within(dialog).getByRole('button', { name: button }));
}

/** A JSON Response as the API would send it. */
/** The words of a select's options, in order. */
export const optionTexts = (select: HTMLElement): (string | null)[] =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs the global fetch with a handler; answers the mock. */
export function stubFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
