import { adoptSessionRequest, readSession, setSession } from '@benchlink/api-client/core';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { createAppContainer, FirstPaintGate, isBehindFirstPaint } from './first-paint/first-paint';
import { loadRemotePages, type RemotePageRoute } from './federation/remotes';
import { nextTask } from './app/next-task';

/** Renders the shell; `sessionRequest` is the GET /api/user the entry script started. */
export function start(sessionRequest: Promise<Response>) {
  adoptSessionRequest(sessionRequest);
  const container = createAppContainer();
  const root = createRoot(container);

  /** Without `/remotes.json` no page is known; the router then offers a retry at every address. */
  const pages = loadRemotePages().catch((error: unknown): RemotePageRoute[] | null => {
    console.error(error);
    return null;
  });
  // Behind a first paint the session is read before the first render (its request started with the page), so the
  // app renders signed in or out at once, without a second render of the whole tree when it arrives. Without one,
  // the app renders at once and shows its spinner until the session query has read it.
  const session = isBehindFirstPaint(container) ? readSession().catch(() => undefined) : undefined;

  void Promise.all([pages, session]).then(async ([pages, session]) => {
    if (session !== undefined) setSession(session);
    // The router (its routes built, the address matched, the page's code asked for) in a task of its own.
    await nextTask();
    const router = createRouter(pages);
    await nextTask();
    // A transition: React renders the app in slices, between which the browser can paint and take input, rather
    // than in one long task (the first paint, if any, stays on screen meanwhile).
    startTransition(() => {
      root.render(
        <StrictMode>
          <FirstPaintGate>
            <AppProvider>
              <RouterProvider router={router} />
            </AppProvider>
          </FirstPaintGate>
        </StrictMode>,
      );
    });
  });
}
