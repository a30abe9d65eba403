import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { config as zodConfig } from 'zod/v4/core';
import { initI18n } from './lib/i18n';
import { App } from './app/app';

// The server's CSP forbids eval (script-src 'self'). zod probes for it with `new Function`, which the
// browser reports as a CSP issue (Lighthouse best practices) even though zod catches the error:
// run zod without its compiled fast path, so it never probes.
zodConfig({ jitless: true });
initI18n();

// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser breathe in between, instead of one long task on a slow phone (Lighthouse's blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
