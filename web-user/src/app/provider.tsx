import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { Toaster } from '@/components/toaster';
import { SessionProvider } from '@/lib/session';
import { theme } from './theme';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SessionProvider>
          {/* A language other than English loads its catalogues on first use. */}
          <Suspense fallback={null}>{children}</Suspense>
          <Toaster />
          <OfflineNotice />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
