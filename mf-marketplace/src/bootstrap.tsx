// Standalone development host: this remote's pages on the shared host (federation/src/standalone.tsx).
import { createQueryClient } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { startStandalone } from '@benchlink/federation/standalone';
import { routes } from './routes';

startStandalone({
  routes,
  // The build's convention: a page's source is `src/pages/<page>.tsx`.
  loadPage: (page) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${page}.tsx`),
  queryClient: createQueryClient(),
  fallbackPath: paths.browseProjects.path,
});
