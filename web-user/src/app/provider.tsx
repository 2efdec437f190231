import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, type ReactNode } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { Toaster } from '@/components/toaster';
import { SessionProvider } from '@/lib/session';
import { theme } from './theme';

/** What every screen needs; the query cache comes with the pages that read the API (lib/query-client.tsx). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider>
        {/* A language other than English loads its catalogues on first use. */}
        <Suspense fallback={null}>{children}</Suspense>
        <Toaster />
        <OfflineNotice />
      </SessionProvider>
    </ThemeProvider>
  );
}
