import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. No automatic retries: a failed call already waited up to the 7 s
 * time-out, and the page offers its own retry. Catalogue data changes rarely, so it stays fresh
 * for five minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
