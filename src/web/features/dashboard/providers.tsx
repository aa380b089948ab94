// Providers of the dashboard and account screens: the tRPC client over the app's one QueryClient (lib/query-client.ts,
// provided by the app's root), toasts, confirmations and the sign-in dialog shown when the session ends mid-work.
// This module and everything it imports form the dashboard's lazy chunk.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { installSessionHandlers } from '../../lib/auth-session';
import { createTrpcClient, trpc } from '../../lib/trpc';
import { ReauthProvider } from './auth/reauth-dialog';
import { ConfirmProvider } from './ui/confirm-dialog';
import { ToastProvider } from './ui/toast';
import './ui/dashboard.css';

export function DashboardProviders({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The dashboard's data (tRPC keys start with the procedure's path, an array) leaves with the dashboard, as it did when
  // the dashboard had a client of its own: the next visit, maybe by another user, starts from nothing.
  useEffect(() => () => queryClient.removeQueries({ predicate: (query) => Array.isArray(query.queryKey[0]) }), [queryClient]);
  const [trpcClient] = useState(() => {
    installSessionHandlers();
    return createTrpcClient();
  });
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <ToastProvider>
        <ConfirmProvider>
          <ReauthProvider>{children}</ReauthProvider>
        </ConfirmProvider>
      </ToastProvider>
    </trpc.Provider>
  );
}
