import { useQuery } from '@tanstack/react-query';
import { userInfoCall } from '@yuwen/protocol';
import { callAsVisitor } from '../../../lib/api-client';

/** The visitor behind this tab (a TouristLogin session, made on first use). */
export function useVisitor(product: number) {
  return useQuery({
    queryKey: ['visitor', product],
    queryFn: () => callAsVisitor(userInfoCall, {}, product),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
