import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

/** After logout: to /login, rendered synchronously so that the guarded page is gone at once. */
const goToLogin = () => router.navigate('/login', { flushSync: true });

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders onLogout={goToLogin}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
