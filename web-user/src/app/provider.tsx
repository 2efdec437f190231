import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { Suspense, type ReactNode } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { Toaster } from '@/components/toaster';
import { SessionProvider } from '@/lib/session';
import { theme } from './theme';

/**
 * The theme as MUI's own ThemeProvider gives it to a theme without CSS variables (`vars: null`), through the same
 * provider underneath: MUI's would also bring its CSS-variables provider and color-scheme script to every first load.
 */
const appTheme = { ...theme, vars: null };

/** What every screen needs; the query cache comes with the pages that read the API (lib/query-client.tsx). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme}>
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
