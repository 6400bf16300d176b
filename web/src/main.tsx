import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPublicScreen } from './app/router';
import { hydratesShell, shellStylesheets } from './lib/prerendered';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The current public screen's code first (the HTML already shows its prerendered shell), then the app: it takes
// over a shell of its own path (the same markup, nothing repaints) and replaces any other HTML.
// Hydration waits for the shell's first frame (two animation frames), so a slow phone paints the page before
// it spends time on the app. Both start inside a transition: React then renders in slices of a few
// milliseconds and lets the browser handle input and paint in between, instead of one long task (Lighthouse's
// total blocking time, docs/performance.md); a click on a part not hydrated yet hydrates that part first.
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

// A shell inlines only the CSS of its first view: the whole stylesheets (requested by the after-paint script
// with the entry) are there before the app renders anything more (lib/prerendered.ts).
void Promise.all([preloadPublicScreen(window.location.pathname), shellStylesheets()]).then(async () => {
  if (!hydratesShell()) {
    startTransition(() => createRoot(container).render(app));
    return;
  }
  await afterFirstPaint();
  startTransition(() => {
    hydrateRoot(container, app);
  });
});
