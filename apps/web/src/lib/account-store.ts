import type { Account } from '@yuwen/protocol';
import { useMemo, useSyncExternalStore } from 'react';
import { storage } from '../platform/storage';
import { meaningful, toNumber } from './stored-value';

/**
 * Storage keys of the signed-in account (spec §3: id, token, product, loginTime, plus the account
 * and password kept for silent re-login). Native shells read the same keys.
 */
export const ACCOUNT_KEYS = {
  id: 'id',
  token: 'token',
  product: 'product',
  loginTime: 'loginTime',
  name: 'name',
  nickname: 'nickname',
  headImg: 'head_img',
  isTokenLogin: 'isTokenLogin',
  account: 'account',
  password: 'password',
  autologin: 'autologin',
  deviceId: 'deviceId',
} as const;

type AccountKey = keyof typeof ACCOUNT_KEYS;

/** The account as stored; optional fields are absent when never stored or not meaningful. */
export interface StoredAccount {
  id?: number;
  token?: string;
  product?: number;
  loginTime?: number;
  name: string;
  nickname: string;
  headImg: string;
  isTokenLogin: boolean;
  account?: string;
  password?: string;
  /** Open the main screen from / without the login form; false after logout or go-login. */
  autologin: boolean;
}

function accountFrom(read: (key: AccountKey) => string | undefined): StoredAccount {
  return {
    id: toNumber(read('id')),
    token: read('token'),
    product: toNumber(read('product')),
    loginTime: toNumber(read('loginTime')),
    name: read('name') ?? '',
    nickname: read('nickname') ?? '',
    headImg: read('headImg') ?? '',
    isTokenLogin: read('isTokenLogin') === 'true',
    account: read('account'),
    password: read('password'),
    autologin: read('autologin') !== 'false',
  };
}

/** Reads the stored account now. */
export function readAccount(): StoredAccount {
  return accountFrom((key) => meaningful(storage.getItem(ACCOUNT_KEYS[key])));
}

/** Is there a stored session (an id and a token)? */
export function hasSession(account: StoredAccount = readAccount()): boolean {
  return account.id !== undefined && account.token !== undefined;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores a login answer (and the credentials for silent re-login, when given). */
export function storeLogin(answer: Account, credentials?: { account: string; password: string }): void {
  storage.setItem(ACCOUNT_KEYS.id, String(answer.id));
  storage.setItem(ACCOUNT_KEYS.token, answer.token);
  storage.setItem(ACCOUNT_KEYS.product, String(answer.product));
  storage.setItem(ACCOUNT_KEYS.loginTime, String(answer.loginTime));
  storage.setItem(ACCOUNT_KEYS.name, answer.name);
  storage.setItem(ACCOUNT_KEYS.nickname, answer.nickname);
  storage.setItem(ACCOUNT_KEYS.headImg, answer.head_img);
  storage.setItem(ACCOUNT_KEYS.isTokenLogin, String(answer.isTokenLogin));
  if (credentials) {
    storage.setItem(ACCOUNT_KEYS.account, credentials.account);
    storage.setItem(ACCOUNT_KEYS.password, credentials.password);
  }
  storage.setItem(ACCOUNT_KEYS.autologin, 'true');
  notify();
}

/** Logout's part on storage (spec §4): id, token, login time and product go; autologin off. */
export function clearSession(): void {
  for (const key of ['id', 'token', 'loginTime', 'product'] as const) storage.removeItem(ACCOUNT_KEYS[key]);
  storage.setItem(ACCOUNT_KEYS.autologin, 'false');
  notify();
}

/** Keeps the stored copies in step after the user changes a name, head image or password. */
export function storeProfile(patch: { nickname?: string; headImg?: string; password?: string }): void {
  if (patch.nickname !== undefined) storage.setItem(ACCOUNT_KEYS.nickname, patch.nickname);
  if (patch.headImg !== undefined) storage.setItem(ACCOUNT_KEYS.headImg, patch.headImg);
  if (patch.password !== undefined) storage.setItem(ACCOUNT_KEYS.password, patch.password);
  notify();
}

/** After the account is deleted: the session and every stored trace of the account go. */
export function forgetAccount(): void {
  for (const key of ['name', 'nickname', 'headImg', 'account', 'password', 'isTokenLogin'] as const) {
    storage.removeItem(ACCOUNT_KEYS[key]);
  }
  clearSession();
}

/** Turns autologin on or off. */
export function setAutologin(on: boolean): void {
  storage.setItem(ACCOUNT_KEYS.autologin, String(on));
  notify();
}

/** The device id sent as `ei` on login; made once and kept. */
export function deviceId(): string {
  const stored = meaningful(storage.getItem(ACCOUNT_KEYS.deviceId));
  if (stored) return stored;
  const made =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  storage.setItem(ACCOUNT_KEYS.deviceId, made);
  return made;
}

// The raw values as one string: equal strings mean an unchanged account, so React re-renders
// only on real changes, including writes made by other tabs or the native shell.
function rawSnapshot(): string {
  return JSON.stringify(Object.values(ACCOUNT_KEYS).map((key) => storage.getItem(key)));
}

/** The stored account, re-rendering when it changes. */
export function useStoredAccount(): StoredAccount {
  const raw = useSyncExternalStore(subscribe, rawSnapshot);
  return useMemo(() => {
    const values = JSON.parse(raw) as (string | null)[];
    const keys = Object.keys(ACCOUNT_KEYS) as AccountKey[];
    return accountFrom((key) => meaningful(values[keys.indexOf(key)]));
  }, [raw]);
}
