import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/** Any other path shows where the app went, so a test can read a navigation ("went to /app/feedback/r1"). */
function WhereWeWent() {
  const location = useLocation();
  return <p>went to {location.pathname}</p>;
}

/** Renders several screens of the app by path inside its providers, starting at `route`. */
export function renderRoutes(screens: Record<string, ReactElement>, route: InitialEntry) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AppProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {Object.entries(screens).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={<WhereWeWent />} />
          </Routes>
        </MemoryRouter>
      </AppProvider>
    </QueryClientProvider>,
  );
}
