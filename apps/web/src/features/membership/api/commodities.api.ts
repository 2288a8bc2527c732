import { useQuery } from '@tanstack/react-query';
import { type Commodity, commoditiesCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

export function fetchCommodities(): Promise<Commodity[]> {
  return callApi(commoditiesCall, {});
}

/** Membership plans on sale. */
export function useCommodities() {
  return useQuery({ queryKey: ['commodities'], queryFn: fetchCommodities, staleTime: 60 * 1000 });
}
