import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPublicScreen } from './app/router';
import { PRERENDERED_ATTRIBUTE } from './shell/prerendered';
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
void preloadPublicScreen(window.location.pathname).then(() => {
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
