import { SkeletonList } from '@benchlink/design-system';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { loadRemotePage, resetRemote } from './remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per remote page, so revisiting a route does not refetch or remount the module. */
function lazyPage(remote: string, page: string) {
  const key = `${remote}/${page}`;
  let component = pages.get(key);
  if (!component) {
    component = lazy(() => loadRemotePage(remote, page));
    pages.set(key, component);
  }
  return component;
}

/** Renders a page exposed by a remote; a failure shows the fallback with Retry instead of a blank page. */
export function RemotePage({ remote, page }: { remote: string; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const Page = lazyPage(remote, page);

  const retry = () => {
    pages.delete(`${remote}/${page}`);
    resetRemote(remote)
      .catch((error: unknown) => console.error(error))
      .finally(() => setAttempt((n) => n + 1));
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={location.pathname}
      onRetry={retry}
      fallback={(onRetry) => <RemoteFallback onRetry={onRetry} />}
    >
      <Suspense fallback={<SkeletonList rows={4} label="Loading page" />}>
        <div data-remote={remote} data-page={page}>
          <Page />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
