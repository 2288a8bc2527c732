import { useQuery } from '@tanstack/react-query';
import { kszxCityCall, kszxCountyCall, kszxProvinceCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** The divisions never change while the app runs: asked once per list. */
const KEY = ['regions'] as const;
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

export function useProvinces() {
  return useQuery({ queryKey: [...KEY, 'province'], queryFn: () => callApi(kszxProvinceCall, {}), ...forever });
}

export function useCities(province: string) {
  return useQuery({
    queryKey: [...KEY, 'city', province],
    queryFn: () => callApi(kszxCityCall, { province }),
    enabled: province !== '',
    ...forever,
  });
}

export function useCounties(city: string) {
  return useQuery({
    queryKey: [...KEY, 'county', city],
    queryFn: () => callApi(kszxCountyCall, { city }),
    enabled: city !== '',
    ...forever,
  });
}
