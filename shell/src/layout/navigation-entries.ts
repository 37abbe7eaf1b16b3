import type { NavGroupName, NavIconName, RouteGuard } from '@benchlink/federation';
import type { RemotePageRoute } from '../federation/remotes';

/** One link of the left navigation, taken from a remote's page declaration. */
export type NavigationEntry = {
  href: string;
  label: string;
  icon: NavIconName;
  group: NavGroupName;
  order: number;
  guard: RouteGuard;
};

/** The navigation entries the remotes declare, each group's in its declared order. */
export function navigationEntries(pages: readonly RemotePageRoute[]): NavigationEntry[] {
  return pages
    .flatMap(({ path, guard, nav }) => (nav ? [{ href: path, guard, ...nav }] : []))
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}
