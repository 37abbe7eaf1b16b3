// What the apps use of react-router, shared once across the shell and the remotes.
//
// A shared module is bundled whole, because the build cannot know what another app will import from it; react-router
// whole is about 60 KiB gzipped, mostly server rendering, data APIs and cookies the browser apps never use. Sharing this
// list instead lets the build drop everything else. The build cannot see through a shared module, so a name missing
// here would be `undefined` at run time: react-router.test.ts fails when an app imports a name this list lacks.
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createMemoryRouter,
  useBlocker,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-bundled';
