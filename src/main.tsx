import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';

const root = createRoot(document.getElementById('root') as HTMLElement);
// The first render as a transition: React yields to the browser every few milliseconds instead of
// building the whole layout, table and search form in one long task, so input and paint are not
// blocked while the console starts (Lighthouse's total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  ),
);
