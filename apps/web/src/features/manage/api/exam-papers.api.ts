import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  kszxMyPapersCall,
  kszxPaperDeleteCall,
  kszxPaperImportCall,
  kszxPaperRegionCall,
  kszxPaperSourceCall,
  kszxPaperUpdateCall,
} from '@yuwen/protocol';
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

/** A saved paper with its answers, to change it in the form; under KEY, so a save refreshes it. */
export function usePaperSource(paperId: number) {
  return useQuery({
    queryKey: [...KEY, 'source', paperId],
    queryFn: () => callApi(kszxPaperSourceCall, { paper_id: paperId }),
    retry: false,
  });
}

/** Saves a changed paper; only attempts started afterwards get the new questions. */
export function useUpdatePaper() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { paperId: number; text: string }) =>
      callApi(kszxPaperUpdateCall, { paper_id: input.paperId, text: input.text }),
    onSuccess: refresh,
  });
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
