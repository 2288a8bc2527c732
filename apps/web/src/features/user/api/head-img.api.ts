import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { avatarsCall, choosePresetAvatarCall, uploadCall } from '@yuwen/protocol';
import { storeProfile } from '../../../lib/account-store';
import { callApi, uploadFiles } from '../../../lib/api-client';
import { USER_INFO_KEY } from './user-info.api';

/** The preset head images. */
export function usePresetAvatars() {
  return useQuery({
    queryKey: ['avatars'],
    queryFn: () => callApi(avatarsCall, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useHeadImgChange<T>(change: (input: T) => Promise<{ head_img: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ head_img }) => {
      storeProfile({ headImg: head_img });
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}

/** Uploads an image file as the head image (checked and resized by the server). */
export function useUploadHeadImg() {
  return useHeadImgChange((file: Blob) => uploadFiles(uploadCall, { files: file }));
}

/** Chooses a preset head image by name. */
export function useChoosePresetAvatar() {
  return useHeadImgChange((name: string) => callApi(choosePresetAvatarCall, { name }));
}
