import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { preloadRoute } from './app/route-chunks';
import { routes } from './engine/route-table';
import { prefetchAppConf } from './engine/state/app-conf';

// Before the first render: the configuration every screen waits for, then the current route's
// chunks, so both travel while React starts. The chunks wait one task: the browser queues
// requests to one origin (six at a time) in order, and behind some sixty chunk requests the
// configuration came back last, holding the whole screen.
prefetchAppConf();
setTimeout(() => preloadRoute(routes, window.location.pathname));

const root = createRoot(document.getElementById('root') as HTMLElement);
// The first render as a transition: React yields to the browser every few milliseconds instead of
// building the whole layout, table and search form in one long task, so input and paint are not
// blocked while the console starts (Lighthouse's total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
