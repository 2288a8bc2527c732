import { type Account, SESSION_REFRESH_THRESHOLD_MS } from '@yuwen/protocol';

/**
 * The visitor (TouristLogin) session of this tab. It is kept apart from the account keys on
 * purpose: a visitor is not logged in, so the login gates and autologin must not see it.
 */
const KEY = 'yuwen-visitor-session';

export interface VisitorSession {
  id: number;
  product: number;
  token: string;
  loginTime: number;
  name: string;
}

function store(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The visitor session, if this tab has a young enough one for `product`. */
export function readVisitorSession(product: number, now = Date.now()): VisitorSession | undefined {
  try {
    const saved = JSON.parse(store()?.getItem(KEY) ?? 'null') as VisitorSession | null;
    if (!saved || saved.product !== product || now - saved.loginTime > SESSION_REFRESH_THRESHOLD_MS) return undefined;
    return saved;
  } catch {
    return undefined;
  }
}

export function saveVisitorSession(answer: Account): VisitorSession {
  const session = {
    id: answer.id,
    product: answer.product,
    token: answer.token,
    loginTime: answer.loginTime,
    name: answer.name,
  };
  store()?.setItem(KEY, JSON.stringify(session));
  return session;
}

export function dropVisitorSession(): void {
  store()?.removeItem(KEY);
}
