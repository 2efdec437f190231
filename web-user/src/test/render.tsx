import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/** Renders a screen inside the app's providers and a memory router; other paths render their name. */
export function renderWithApp(
  ui: ReactElement,
  {
    route = '/screen',
    path = '/screen',
    queryClient = createQueryClient(),
  }: { route?: string; path?: string; queryClient?: QueryClient } = {},
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <AppProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/app/dashboard" element={<p>dashboard page</p>} />
            <Route path="/login" element={<p>login page</p>} />
            <Route path="/" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </AppProvider>
    </QueryClientProvider>,
  );
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A fetch stub answering by "METHOD /path" (path without /v1 and query); unmatched calls get 404. */
export function stubFetch(routes: Record<string, Reply | ((init: RequestInit | undefined, url: URL) => Reply)>) {
  const calls: { method: string; url: URL; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, init });
    const key = `${method} ${url.pathname.replace(/^\/v1/, '')}`;
    const route = routes[key];
    const reply =
      typeof route === 'function' ? route(init, url) : (route ?? { status: 404, body: { message: 'Not Found' } });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
