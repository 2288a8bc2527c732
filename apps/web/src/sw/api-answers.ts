/**
 * What the service worker does with calls to `/api`. Reads (GET) go to the network first; a
 * successful answer is kept, and given back only when the network fails. Writes (POST, PUT, DELETE,
 * uploads) are never kept or replayed: offline they get an envelope that says so.
 */

/**
 * The envelope codes of @yuwen/protocol's CODE that the worker needs (a test holds them equal): the
 * worker does not import the protocol package, whose schemas would make it ten times larger.
 */
export const ENVELOPE_CODE = { ok: 1, failed: 0 } as const;

/** Said when a call cannot reach the server and no kept answer stands in. */
export const OFFLINE_MESSAGE = '网络未连接，联网后再试';

/**
 * Parameters left out of a kept answer's key: the token (a secret, and new at each login) and the
 * constant common parameters. The uid stays, so one pupil never gets another's answers.
 */
const LEFT_OUT = new Set(['token', 'multi_status_code', 'version']);

/** Paths under /api that answer files or documents, not envelopes worth keeping. */
const NOT_KEPT = /^\/api\/(?:docs|health)\b/;

/** Is this request a read call whose answer may be kept for offline use? */
export function isKeptRead(method: string, url: URL): boolean {
  return method === 'GET' && url.pathname.startsWith('/api/') && !NOT_KEPT.test(url.pathname);
}

/** Is this request a call that changes something (or uploads)? */
export function isWrite(method: string, url: URL): boolean {
  return method !== 'GET' && method !== 'HEAD' && url.pathname.startsWith('/api/');
}

/**
 * The synthetic GET address a read's answer is kept under: the call's path and its parameters in
 * a fixed order, with the uid and without the token or the common parameters.
 */
export function keptAnswerKey(url: URL): string {
  const params = [...url.searchParams]
    .filter(([name]) => !LEFT_OUT.has(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return `${url.origin}/__kept${url.pathname}${query ? `?${query}` : ''}`;
}

/** Is this answer worth keeping: a JSON envelope with code 1 (errors and sign-outs are not)? */
export function isKeptAnswer(contentType: string | null, body: unknown): boolean {
  return (
    (contentType ?? '').includes('application/json') &&
    typeof body === 'object' &&
    body !== null &&
    (body as { code?: unknown }).code === ENVELOPE_CODE.ok
  );
}

/** The envelope a call gets when the network fails and nothing kept stands in. */
export function offlineAnswer(): Response {
  return new Response(JSON.stringify({ code: ENVELOPE_CODE.failed, msg: OFFLINE_MESSAGE, data: null }), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
