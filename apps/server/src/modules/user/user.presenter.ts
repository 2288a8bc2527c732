import type { UserRow } from '@yuwen/db';
import type { UserInfo } from '@yuwen/protocol';
import type { SessionUser } from '../../plugins/auth.plugin.js';

/** The user's account and profile as the client sees it; never the password hash. */
export function presentUserInfo(row: UserRow, session: SessionUser): UserInfo {
  return {
    id: row.id,
    name: row.account,
    nickname: row.nickname,
    head_img: row.head_img,
    role: row.role as UserInfo['role'],
    grade: row.grade,
    school: row.school,
    birthday: row.birthday,
    product: session.product,
    loginTime: session.loginTime,
  };
}
