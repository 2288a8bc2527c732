import type { AccountRepository, UserRow } from '@yuwen/db';
import { AVATAR_SIZE, MESSAGE, type UserInfo } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import type { SessionUser } from '../../plugins/auth.plugin.js';
import type { AccountCleanup } from './account-deletion.service.js';
import { type AvatarStore, UPLOADED_AVATAR_PREFIX } from './avatar-store.js';
import { suggestNicknames } from './nickname-suggestions.js';
import { presentUserInfo } from './user.presenter.js';

/** The signed-in user's own account: info, nickname, profile and head image. */
export class UserService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly avatars: AvatarStore,
  ) {}

  async info(user: SessionUser): Promise<UserInfo> {
    return presentUserInfo(await this.row(user), user);
  }

  async changeNickname(user: SessionUser, nickname: string): Promise<{ nickname: string }> {
    await this.accounts.updateUser(user.id, { nickname });
    return { nickname };
  }

  suggestNicknames(): string[] {
    return suggestNicknames();
  }

  async changeProfiles(
    user: SessionUser,
    profile: { grade: string; school: string; birthday: string },
  ): Promise<{ grade: string; school: string; birthday: string }> {
    await this.accounts.updateUser(user.id, profile);
    return profile;
  }

  /** The head image URL at `size` pixels (uploads are scaled by the server; presets are SVG). */
  async avatarUrl(user: SessionUser, size = AVATAR_SIZE): Promise<{ url: string }> {
    const { head_img } = await this.row(user);
    if (head_img.startsWith(UPLOADED_AVATAR_PREFIX) && size < AVATAR_SIZE) return { url: `${head_img}?s=${size}` };
    return { url: head_img };
  }

  async presets(): Promise<{ name: string; url: string }[]> {
    return (await this.avatars.presetNames()).map((name) => ({ name, url: this.avatars.presetUrl(name) }));
  }

  async choosePreset(user: SessionUser, name: string): Promise<{ head_img: string }> {
    if (!(await this.avatars.presetNames()).includes(name)) throw AppError.badRequest('没有这个头像');
    return this.replaceHeadImg(user, this.avatars.presetUrl(name));
  }

  async upload(user: SessionUser, bytes: Buffer | undefined): Promise<{ head_img: string }> {
    if (!bytes) throw AppError.badRequest('请选择一张图片');
    return this.replaceHeadImg(user, await this.avatars.saveUpload(bytes));
  }

  /** Removes an uploaded head image file (a deleted account's); presets stay. */
  /** Account deletion: an uploaded head image leaves storage after the user row is gone. */
  readonly accountCleanup: AccountCleanup = async (userId) => {
    const row = await this.accounts.findUserById(userId);
    return row ? () => this.avatars.discard(row.head_img) : undefined;
  };

  private async replaceHeadImg(user: SessionUser, url: string): Promise<{ head_img: string }> {
    const { head_img: old } = await this.row(user);
    await this.accounts.updateUser(user.id, { head_img: url });
    if (old !== url) await this.avatars.discard(old);
    return { head_img: url };
  }

  private async row(user: SessionUser): Promise<UserRow> {
    const row = await this.accounts.findUserById(user.id);
    if (!row) throw AppError.invalidSession(MESSAGE.invalidSession);
    return row;
  }
}
