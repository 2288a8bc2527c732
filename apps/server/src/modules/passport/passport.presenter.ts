import type { UserRow } from '@yuwen/db';
import type { Account } from '@yuwen/protocol';

/** The stored account fields of spec §3, from a user row and its new session. */
export function presentAccount(
  user: UserRow,
  session: { token: string; product: number; loginTime: number; isTokenLogin: boolean },
): Account {
  return {
    id: user.id,
    token: session.token,
    product: session.product,
    loginTime: session.loginTime,
    name: user.account,
    nickname: user.nickname,
    head_img: user.head_img,
    isTokenLogin: session.isTokenLogin,
  };
}
