import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kszxMyPapersCall, kszxPaperDeleteCall, kszxPaperImportCall, kszxPaperRegionCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

const KEY = ['manage', 'kszx-papers'] as const;
/** 考试中心's own cache key (features/kszx): pupils' lists show the change at once. */
const PUPIL_KEY = ['kszx'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([KEY, PUPIL_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The papers the reader wrote (an admin: every written one), newest first. */
export function useMyPapers() {
  return useQuery({ queryKey: KEY, queryFn: () => callApi(kszxMyPapersCall, {}), retry: false });
}

export function useImportPaper() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (text: string) => callApi(kszxPaperImportCall, { text }), onSuccess: refresh });
}

export function useDeletePaper() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (paperId: number) => callApi(kszxPaperDeleteCall, { paper_id: paperId }),
    onSuccess: refresh,
  });
}

/** Sets the province, city or county a paper is for ('' for everyone). */
export function useSetPaperRegion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { paperId: number; region: string }) =>
      callApi(kszxPaperRegionCall, { paper_id: input.paperId, region: input.region }),
    onSuccess: refresh,
  });
}
