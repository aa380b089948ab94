// Providers of the dashboard and account screens: the tRPC client over a TanStack Query client of their own
// (query-client.ts), toasts, confirmations and the sign-in dialog shown when the session ends mid-work.
// This module and everything it imports form the dashboard's lazy chunk.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { installSessionHandlers } from '../../lib/auth-session';
import { createTrpcClient, trpc } from '../../lib/trpc';
import { ReauthProvider } from './auth/reauth-dialog';
import { createQueryClient } from './query-client';
import { ConfirmProvider } from './ui/confirm-dialog';
import { ToastProvider } from './ui/toast';
import './ui/dashboard.css';

export function DashboardProviders({ children }: { children: ReactNode }) {
  // The dashboard's data leaves with the dashboard: the next visit, maybe by another user, starts from nothing.
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(() => {
    installSessionHandlers();
    return createTrpcClient();
  });
  return (
    <QueryClientProvider client={queryClient}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <ToastProvider>
          <ConfirmProvider>
            <ReauthProvider>{children}</ReauthProvider>
          </ConfirmProvider>
        </ToastProvider>
      </trpc.Provider>
    </QueryClientProvider>
  );
}
