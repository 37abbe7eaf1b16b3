import { adoptSessionRequest } from '@benchlink/api/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { createAppContainer, FirstPaintGate } from './first-paint/first-paint';
import { loadRemotePages, type RemotePageRoute } from './federation/remotes';

/** Renders the shell; `sessionRequest` is the GET /api/user the entry script started. */
export function start(sessionRequest: Promise<Response>) {
  adoptSessionRequest(sessionRequest);
  const root = createRoot(createAppContainer());

  /** Without `/remotes.json` no page is known; the router then offers a retry at every address. */
  loadRemotePages()
    .catch((error: unknown): RemotePageRoute[] | null => {
      console.error(error);
      return null;
    })
    .then((pages) => {
      root.render(
        <StrictMode>
          <FirstPaintGate>
            <AppProvider>
              <RouterProvider router={createRouter(pages)} />
            </AppProvider>
          </FirstPaintGate>
        </StrictMode>,
      );
    });
}
