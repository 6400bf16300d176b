/**
 * Build-time only (infra/web-build/prerender-shells.ts loads it with Vite's SSR loader): the HTML the app
 * renders first at a path, before any session, cart or API answer is known: header, the screen in its loading
 * state (or the route's skeleton), footer. Written into the built HTML, it paints with no JavaScript; the app
 * then renders the same markup over it (main.tsx loads the screen's code first, so nothing changes place).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { preloadPublicScreen, routes } from '../app/router';

function ShellRoutes() {
  return <AppProviders>{useRoutes(routes)}</AppProviders>;
}

/**
 * The markup inside #root at `path`. `loadScreen` false leaves the screen's code unloaded, so the route's
 * skeleton shows (the shell of every other route).
 */
export async function renderShell(path: string, loadScreen = true): Promise<string> {
  if (loadScreen) await preloadPublicScreen(path);
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <ShellRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
