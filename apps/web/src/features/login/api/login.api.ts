import { useMutation, useQuery } from '@tanstack/react-query';
import { captchaCall } from '@yuwen/protocol';
import { type CaptchaAnswer, callApi, loginWithPassword, registerAccount } from '../../../lib/api-client';

/** What the login form submits. */
export interface LoginInput {
  account: string;
  password: string;
  product: number;
  captcha?: CaptchaAnswer;
}

/** Password login; on success the account is stored (lib/api-client) and ready for user calls. */
export function useLogin() {
  return useMutation({
    mutationFn: ({ account, password, product, captcha }: LoginInput) =>
      loginWithPassword(account, password, product, captcha),
  });
}

/** Registration (new-user bind); the new account is logged in. */
export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}

/** An image captcha, fetched while `enabled`; refetch() draws a new one. Never cached. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: ['captcha'],
    queryFn: () => callApi(captchaCall, {}),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
