import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { LOAD_TIMEOUT_MS } from '@/config/app';
import { api, dataOf } from '@/lib/api-client';
import { QueryProvider } from '@/lib/query-client';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './router';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Reminders() {
  const reminders = useQuery({
    queryKey: ['boundary-test'],
    queryFn: () => dataOf(api.GET('/v1/blogs/{id}', { params: { path: { id: 1 } } })),
  });
  return <p>{reminders.data ? reminders.data.blog.title : 'Loading…'}</p>;
}

/** A fetch that hangs until aborted the first time, and answers the second. */
const hangsOnce = () => {
  let calls = 0;
  return vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    if (calls > 1)
      return Promise.resolve(
        new Response(JSON.stringify({ data: { blog: { title: 'Donate at LASUTH' } } }), { status: 200 }),
      );
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
};

describe('a page whose data does not come', () => {
  it('shows the error screen after the spec’s 120 s, and "Try again" asks afresh and draws the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = hangsOnce();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AppProvider>
        <MemoryRouter>
          <RouteErrorBoundary pathname="/app/reminders">
            <QueryProvider>
              <Reminders />
            </QueryProvider>
          </RouteErrorBoundary>
        </MemoryRouter>
      </AppProvider>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1000));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Something went wrong, try again later.' })).toBeInTheDocument();
    expect(screen.getByText('The page could not load. Check your connection and try again.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Donate at LASUTH')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
