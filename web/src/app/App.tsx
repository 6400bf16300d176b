import { useCallback, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import { APP_READY_ATTRIBUTE } from '../../../shared/utils/web-shell.js';
import { whenIdle } from '../lib/idle';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppProviders } from './providers';
import { loadMoreRoutes, routes } from './router';

/** The screens of the current path inside the providers, with the logout navigation they need. */
export function AppRoutes() {
  const navigate = useNavigate();
  /** After logout: to /login, rendered synchronously so that the guarded page is gone at once. */
  const goToLogin = useCallback(() => flushSync(() => navigate('/login')), [navigate]);
  const screens = useRoutes(routes);
  // The other routes' table (more-routes.tsx) once the page is idle: a click to any page never waits for it.
  useEffect(() => whenIdle(() => void loadMoreRoutes()), []);
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return <AppProviders onLogout={goToLogin}>{screens}</AppProviders>;
}

/**
 * The router's declarative mode (router.tsx says why). Navigation updates render synchronously
 * (useTransitions={false}): a lazily loaded screen shows its loading state at once, as before.
 */
export function App() {
  return (
    <AppErrorBoundary>
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppErrorBoundary>
  );
}
