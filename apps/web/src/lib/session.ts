import { clearSession, setAutologin } from './account-store';
import { navigateTo } from './navigation';

/** Logout (spec §4): clears the session keys, turns autologin off and goes to /. */
export function logout(): void {
  clearSession();
  navigateTo('/');
}

/** Go-login (spec §4): turns autologin off and opens /login. */
export function goLogin(): void {
  setAutologin(false);
  navigateTo('/login');
}
