import { DEFAULT_PAGE_SKELETON, type PageSkeletonName } from '@benchlink/federation';
import { PageSkeleton } from '@benchlink/design-system';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { HoldFirstPaint } from '../first-paint/first-paint';
import { loadRemotePage, resetRemote, type RemotePageModule } from './remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** A page module, inside the page's query client (`QueryLayer`, loaded beside it). */
async function loadWithQueryClient(remote: string, page: string): Promise<RemotePageModule> {
  const [{ default: Page }, { QueryLayer }] = await Promise.all([
    loadRemotePage(remote, page),
    import('../app/query-layer'),
  ]);
  return {
    default: () => (
      <QueryLayer>
        <Page />
      </QueryLayer>
    ),
  };
}

/** One lazy component per remote page, so revisiting a route does not refetch or remount the module. */
function lazyPage(remote: string, page: string, withQueryClient: boolean) {
  const key = `${remote}/${page}`;
  let component = pages.get(key);
  if (!component) {
    component = lazy(() => (withQueryClient ? loadWithQueryClient(remote, page) : loadRemotePage(remote, page)));
    pages.set(key, component);
  }
  return component;
}

// Signed-out pages draw their own full-page frame, so their placeholder brings the padding and the narrow column
// of the sign-in card; inside the signed-in layout the page content area already has both.
const PublicSkeletonFrame = styled.div`
  width: min(100%, 480px);
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
`;

export interface RemotePageProps {
  remote: string;
  page: string;
  /** The shape of the placeholder while the page's code loads. */
  skeleton?: PageSkeletonName;
  /** The page sits in the signed-out frame (no navigation, no content padding). */
  isPublic?: boolean;
  /**
   * Gives the page the page's query client (`QueryLayer`, with react-query, loaded beside its code): for a page outside
   * the signed-in layout, which has one, but the sign-in page, which does without.
   */
  withQueryClient?: boolean;
}

/** Renders a page exposed by a remote; a failure shows the fallback with Retry instead of a blank page. */
export function RemotePage({
  remote,
  page,
  skeleton = DEFAULT_PAGE_SKELETON,
  isPublic = false,
  withQueryClient = false,
}: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const Page = lazyPage(remote, page, withQueryClient);

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
      <Suspense
        fallback={
          <>
            <HoldFirstPaint />
            {isPublic ? (
              <PublicSkeletonFrame>
                <PageSkeleton variant={skeleton} hasHeader={false} />
              </PublicSkeletonFrame>
            ) : (
              <PageSkeleton variant={skeleton} />
            )}
          </>
        }
      >
        <div data-remote={remote} data-page={page}>
          {/* eslint-disable-next-line react-hooks/static-components -- lazyPage returns the one cached component of each page (a new one only after Retry) */}
          <Page />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
