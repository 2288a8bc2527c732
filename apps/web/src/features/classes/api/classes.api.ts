import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignmentCreateCall,
  assignmentDeleteCall,
  assignmentMarkCall,
  assignmentWriteCall,
  bookCall,
  bpydHomeCall,
  type CallInput,
  classArchiveCall,
  classCreateCall,
  classExportCall,
  classJoinCall,
  classJoinedCall,
  classLeaveCall,
  classRemoveMemberCall,
  classRenameCall,
  classTeachingCall,
  classViewCall,
  kszxPapersCall,
  myAssignmentsCall,
  poemAudioCandidatesCall,
  teacherCodeRedeemCall,
  userInfoCall,
} from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi, withSession } from '../../../lib/api-client';

/** Every answer of this feature is kept under one key, so a change refreshes what shows it. */
const KEY = ['classes'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

/** The signed-in user's role (the server has the last word on every call). */
export function useRole() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...KEY, 'role', id],
    queryFn: async () => (await callApi(userInfoCall, {})).role,
    enabled: id !== undefined,
  });
}

export function useTeaching() {
  return useQuery({ queryKey: [...KEY, 'teaching'], queryFn: () => callApi(classTeachingCall, {}) });
}

export function useClassView(classId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'view', classId],
    queryFn: () => callApi(classViewCall, { class_id: classId ?? 0 }),
    enabled: classId !== undefined,
  });
}

export function useJoined() {
  return useQuery({ queryKey: [...KEY, 'joined'], queryFn: () => callApi(classJoinedCall, {}) });
}

export function useMyAssignments() {
  return useQuery({ queryKey: [...KEY, 'mine'], queryFn: () => callApi(myAssignmentsCall, {}), staleTime: 0 });
}

/** Poems whose title holds the keyword (the teachers' poem search of the management pages). */
export function usePoemSearch(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: [...KEY, 'poems', trimmed],
    queryFn: () => callApi(poemAudioCandidatesCall, { keyword: trimmed }),
    enabled: trimmed !== '',
  });
}

/** A volume's 考试中心 papers, for the teacher to choose one. */
export function useVolumePapers(volumeKey: string | undefined) {
  return useQuery({
    queryKey: [...KEY, 'papers', volumeKey],
    queryFn: () => callApi(kszxPapersCall, { volume: volumeKey ?? '' }),
    enabled: volumeKey !== undefined,
  });
}

/** 部编阅读's books, for the teacher to choose one. */
export function useLibrary() {
  return useQuery({ queryKey: [...KEY, 'library'], queryFn: async () => (await callApi(bpydHomeCall, {})).books });
}

/** A book's chapters. */
export function useBookContents(bookId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'book', bookId],
    queryFn: async () => (await callApi(bookCall, { id: bookId ?? 0 })).contents,
    enabled: bookId !== undefined,
  });
}

/** A mutation of this feature: the call, then every answer shown again. */
function useClassesMutation<T, R>(run: (input: T) => Promise<R>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: run, onSuccess: () => refresh() });
}

export const useCreateClass = () =>
  useClassesMutation((input: CallInput<typeof classCreateCall>) => callApi(classCreateCall, input));
export const useRenameClass = () =>
  useClassesMutation((input: { class_id: number; name: string }) => callApi(classRenameCall, input));
export const useArchiveClass = () =>
  useClassesMutation((classId: number) => callApi(classArchiveCall, { class_id: classId }));
export const useRemoveMember = () =>
  useClassesMutation((input: { class_id: number; pupil_id: number }) => callApi(classRemoveMemberCall, input));
export const useCreateAssignment = () =>
  useClassesMutation((input: CallInput<typeof assignmentCreateCall>) => callApi(assignmentCreateCall, input));
export const useDeleteAssignment = () =>
  useClassesMutation((assignmentId: number) => callApi(assignmentDeleteCall, { assignment_id: assignmentId }));
export const useMark = () =>
  useClassesMutation((input: CallInput<typeof assignmentMarkCall>) => callApi(assignmentMarkCall, input));
/** One character of a 写字 assignment written to the end. */
export const useWriteChar = () =>
  useClassesMutation((input: { assignment_id: number; char: string }) => callApi(assignmentWriteCall, input));
export const useJoinClass = () => useClassesMutation((code: string) => callApi(classJoinCall, { code }));
export const useLeaveClass = () =>
  useClassesMutation((classId: number) => callApi(classLeaveCall, { class_id: classId }));

/**
 * Spends a teacher activation code on this account. The role changes everything the user sees,
 * so every kept answer is fetched again (this page then shows the teacher's classes).
 */
export function useRedeemTeacherCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(teacherCodeRedeemCall, { code }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Where the browser downloads the class's results (the session rides in the address). */
export function exportAddress(classId: number): string {
  return withSession(`${classExportCall.path}?class_id=${classId}`);
}
