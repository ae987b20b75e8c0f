import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { QueryStatus } from '../components/query-state';

/** A fresh cache per test, no retries: a failed read shows its error at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** A settled read with no data, error or wait unless `overrides` gives one: a screen state's input. */
export function buildQueryStatus<TData>(
  overrides: Partial<QueryStatus<TData>> = {},
): QueryStatus<TData> {
  return { isPending: false, isError: false, error: null, data: undefined, ...overrides };
}

export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), route = '/' } = {},
) {
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** Types `value` into the field labelled `label`, as a change event (a select takes its option's value). */
export function fillField(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Runs a hook that reads or writes through TanStack Query, over a fresh test cache. */
export function renderHookWithQueryClient<TResult>(
  hook: () => TResult,
  queryClient = createTestQueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

type Responder = (url: string, init: RequestInit | undefined) => unknown;

/** Answers the app's fetch calls with `respond`'s Response, or its value as a 200 JSON body, and records them. */
export function stubFetch(respond: Responder) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const answer = await respond(url, init);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer ?? null), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The url, method and JSON body of one call a `stubFetch` mock recorded (the first by default). */
export function readFetchCall(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was called ${fetchMock.mock.calls.length} times`);
  const [input, init] = call;
  return {
    url: typeof input === 'string' ? input : input.toString(),
    method: init?.method,
    body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
  };
}
