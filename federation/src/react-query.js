// What the apps use of @tanstack/react-query, shared once across the shell and the remotes (as react-router.js is).
//
// A shared module is bundled whole, because the build cannot know what another app will import from it; whole,
// react-query brings what the apps never use (infinite and suspense queries, hydration of a server-rendered cache,
// streamed queries) to every page that loads it. Sharing this list instead lets the build drop the rest. A name missing
// here would be `undefined` at run time: react-query.test.ts fails when an app imports a name this list lacks.
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from 'react-query-bundled';
