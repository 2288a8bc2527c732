import { useMutation } from '@tanstack/react-query';
import { pinyinTextCall } from '@yuwen/protocol';
import { callApi } from '../../../../lib/api-client';

/** Pinyin of a typed text, read in context on the server (多音字 by their words). */
export function useTextPinyin() {
  return useMutation({ mutationFn: (text: string) => callApi(pinyinTextCall, { text }) });
}
