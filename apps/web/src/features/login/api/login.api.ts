import { useMutation } from '@tanstack/react-query';
import { loginWithPassword } from '../../../lib/api-client';

/** What the login form submits. */
export interface LoginInput {
  account: string;
  password: string;
  product: number;
}

/** Password login; on success the account is stored (lib/api-client) and ready for user calls. */
export function useLogin() {
  return useMutation({
    mutationFn: ({ account, password, product }: LoginInput) => loginWithPassword(account, password, product),
  });
}
