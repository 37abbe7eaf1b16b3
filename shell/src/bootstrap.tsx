import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { registerRemotesFromManifest } from './federation/remotes';

const root = createRoot(document.getElementById('root')!);

/** A missing manifest leaves every remote unregistered; each remote route then shows its fallback. */
registerRemotesFromManifest()
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={createRouter()} />
        </AppProvider>
      </StrictMode>,
    );
  });
