import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPublicScreen } from './app/router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The current public screen's code first (the HTML already shows its prerendered shell), then the app.
void preloadPublicScreen(window.location.pathname).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
