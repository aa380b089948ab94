// Providers of the dashboard and account screens: TanStack Query, the tRPC client, toasts, confirmations and the
// sign-in dialog shown when the session ends mid-work.
// This module and everything it imports form the dashboard's lazy chunk.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { installSessionHandlers } from '../../lib/auth-session';
import { createTrpcClient, trpc } from '../../lib/trpc';
import { ReauthProvider } from './auth/reauth-dialog';
import { ConfirmProvider } from './ui/confirm-dialog';
import { ToastProvider } from './ui/toast';
import './ui/dashboard.css';

export function DashboardProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } } }),
  );
  const [trpcClient] = useState(() => {
    installSessionHandlers();
    return createTrpcClient();
  });
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ConfirmProvider>
            <ReauthProvider>{children}</ReauthProvider>
          </ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
