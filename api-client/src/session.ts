import type { User } from '@benchlink/contracts/auth';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api-client';
import { isApiError, toApiError } from './api-error';

/**
 * The session, held by the client itself rather than in react-query's cache: the sign-in page, every visitor's first
 * page, renders without react-query (docs/decisions/007-page-budgets.md), and the shell's guards read the session there
 * as on every other page. One store for the whole page: the client's core entry is a shared singleton.
 */
type SessionState = {
  /** The signed-in user, or null (signed out, or not read yet). */
  user: User | null;
  /** True until the first read has answered (or the session was set before it). */
  isLoading: boolean;
  /** A 401 ended the session, rather than a sign-out; until someone signs in again. */
  hasExpired: boolean;
};

const initialState: SessionState = { user: null, isLoading: true, hasExpired: false };

let state = initialState;
const listeners = new Set<() => void>();
/** Counts the changes of the session: a read answers only if nothing set the session while it ran. */
let version = 0;
let firstRead: Promise<void> | undefined;

function update(next: Partial<SessionState>) {
  state = { ...state, ...next };
  version += 1;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = () => state;

/** A request for GET /api/user the page started before its code arrived; the first session read takes it over. */
let startedRequest: Promise<Response> | undefined;

/**
 * Hands over a session request the page's entry script started at once, so the session downloads in parallel with
 * the code instead of after it. Used by the first read only; a failed request is simply asked again.
 */
export function adoptSessionRequest(request: Promise<Response>) {
  startedRequest = request;
}

function requestSession(): Promise<Response> {
  const started = startedRequest;
  startedRequest = undefined;
  return started ? started.catch(() => api.user.$get()) : api.user.$get();
}

/**
 * The signed-in user, or null when nobody is signed in. A 401 here is the normal "signed out" answer. The shell reads
 * it once before its first render (the adopted request), so the app renders signed in or out from the start.
 */
export async function readSession(): Promise<User | null> {
  const response = await requestSession();
  // The typed client knows only the route's own answers; a 401 comes from the session middleware.
  if ((response.status as number) === 401) {
    // Drain the body: an unread response keeps its connection busy and the request open.
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as User;
}

/** A read of the session; a network failure (not an answer of the API) is tried twice more. */
async function readWithRetries(attemptsLeft = 3): Promise<User | null> {
  try {
    return await readSession();
  } catch (error) {
    if (isApiError(error) || attemptsLeft <= 1) throw error;
    return readWithRetries(attemptsLeft - 1);
  }
}

/** Reads the session and keeps the answer, unless the session was set meanwhile (a sign-in answers with the user). */
async function reread(onFailure: Partial<SessionState>) {
  const startedAt = version;
  try {
    const user = await readWithRetries();
    if (version === startedAt) update({ user, isLoading: false, ...(user ? { hasExpired: false } : {}) });
  } catch {
    if (version === startedAt) update(onFailure);
  }
}

/** Sets the session: the user a sign-in (or any call answering the session user) returned, or null after a sign-out. */
export function setSession(user: User | null) {
  update({ user, isLoading: false, ...(user ? { hasExpired: false } : {}) });
}

/** Ends the session because the API answered 401: the shell then sends the browser to the session-expired page. */
export function expireSession() {
  update({ user: null, isLoading: false, hasExpired: true });
}

/** Reads the session again (a new company, a changed e-mail, a 403); resolves once the answer is in. */
export function refreshSession(): Promise<void> {
  return reread({});
}

/** The session as it is now, outside React. */
export const getSession = (): User | null => state.user;

/** Forgets the session, as on a page that has just loaded (tests). */
export function resetSession() {
  state = initialState;
  version += 1;
  firstRead = undefined;
  startedRequest = undefined;
  listeners.forEach((listener) => listener());
}

function loadSession() {
  if (state.isLoading) firstRead ??= reread({ user: null, isLoading: false });
}

export type Session = {
  user: User | null;
  isLoading: boolean;
  isAdmin: boolean;
  companyId: number | undefined;
};

/** The current session; the first component to ask reads it, unless the shell has set it already. */
export function useSession(): Session {
  const { user, isLoading } = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(loadSession, []);
  return { user, isLoading, isAdmin: user?.isAdmin ?? false, companyId: user?.companyId };
}

/** Whether a 401 ended the session (the shell's session-expired redirect), rather than a sign-out. */
export function useSessionExpiry(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot).hasExpired;
}

/** POST /api/auth/logout; a 401 means the session had already ended, which is what was asked for. */
export async function signOut(): Promise<void> {
  const response = await api.auth.logout.$post();
  if (!response.ok && (response.status as number) !== 401) throw await toApiError(response);
  await response.body?.cancel();
}
