// The whole app with its providers, as the browser mounts or hydrates it (main.tsx) and the server renders it
// (entry-server.tsx): one QueryClient for public pages and the dashboard; the router reads the browser's address, or
// the path it is given on the server.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app';
import { PageCollectorContext, type PageCollector } from './routes';

interface AppRootProps {
  client: QueryClient;
  /** Server render only: the path and query string to render, and where the pages it meets are noted. */
  ssr?: { path: string; search: string; collector: PageCollector; shellOnly?: boolean };
}

export function AppRoot({ client, ssr }: AppRootProps) {
  return (
    <StrictMode>
      <PageCollectorContext.Provider value={ssr?.collector ?? null}>
        <QueryClientProvider client={client}>
          <Router ssrPath={ssr?.path} ssrSearch={ssr?.search}>
            <App shellOnly={ssr?.shellOnly} />
          </Router>
        </QueryClientProvider>
      </PageCollectorContext.Provider>
    </StrictMode>
  );
}
