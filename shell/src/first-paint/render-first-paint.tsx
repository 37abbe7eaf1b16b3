import { setSession } from '@benchlink/api-client';
import type { User } from '@benchlink/contracts/auth';
import type { FirstPaintAudience } from '@benchlink/federation';
import { DesignSystemProvider, lightTheme } from '@benchlink/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppLayout } from '../layout/app-layout';
import type { NavigationEntry } from '../layout/navigation-entries';
import { PublicLayout } from '../layout/public-layout';

/** A page's first paint: its markup and the rules it needs, painted by the browser before any script runs. */
export type FirstPaint = { html: string; css: string };

export interface PageToRender {
  /** The page's address (a route without parameters). */
  path: string;
  Page: ComponentType;
  audience: FirstPaintAudience;
  /** The signed-in layout's navigation (every remote's declared entries); not used for visitors. */
  navigation?: readonly NavigationEntry[];
}

/**
 * Someone of the audience, with nothing personal: a first paint is rendered once for everyone, so the account
 * button shows no name until the live page has the user's.
 */
function placeholderUser(audience: FirstPaintAudience): User | null {
  if (audience === 'visitor') return null;
  const someone = { id: 0, username: '', firstName: '', lastName: '', email: '' };
  return audience === 'company' ? { ...someone, companyId: 0, isAdmin: false } : { ...someone, isAdmin: true };
}

/**
 * Renders a page as the running shell first shows it to its audience: in the frame of its guard (the public frame,
 * or the signed-in layout with its navigation), light theme, nothing loaded from the API yet (queries stay pending
 * on the server). Run at build time; the server sends the result inside the page's HTML and the shell swaps in the
 * live page once its code has arrived (`first-paint.tsx`).
 */
export function renderFirstPaint({ path, Page, audience, navigation = [] }: PageToRender): FirstPaint {
  const sheet = new ServerStyleSheet();
  try {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    setSession(placeholderUser(audience));
    // The live page's frame is a plain block too, but marked with its remote and page: this one is not the page.
    const content = (
      <div>
        <Page />
      </div>
    );
    const element =
      audience === 'visitor' ? (
        <PublicLayout>{content}</PublicLayout>
      ) : (
        <AppLayout navigation={navigation}>{content}</AppLayout>
      );
    const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
    const html = renderToString(
      sheet.collectStyles(
        <QueryClientProvider client={queryClient}>
          <DesignSystemProvider theme={lightTheme}>
            <RouterProvider router={router} />
          </DesignSystemProvider>
        </QueryClientProvider>,
      ),
    );
    return isolateClassNames({ html, css: plainCss(sheet.getStyleTags()) });
  } finally {
    sheet.seal();
  }
}

/**
 * The rules of styled-components' server style tags as plain CSS. The tags' own markers are dropped: the browser
 * copy of styled-components would otherwise adopt these rules as already injected, and they leave with the first paint.
 */
const plainCss = (styleTags: string) =>
  styleTags
    .replace(/<\/?style[^>]*>/g, '')
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\//g, '')
    .replace(/\n+/g, '');

/** The prefix of every class name in a first paint. */
const FIRST_PAINT_CLASS_PREFIX = 'fp-';

/**
 * Renames the first paint's classes apart from the live app's. styled-components numbers its components in the order
 * their modules load, so a class of this render can name another component in the browser: the live app's rules
 * (component selectors above all) would then restyle the first paint while it is on screen.
 */
export function isolateClassNames({ html, css }: FirstPaint): FirstPaint {
  const classes = new Set<string>();
  const renamedHtml = html.replace(/ class="([^"]*)"/g, (_, list: string) => {
    const names = list.split(/\s+/).filter(Boolean);
    names.forEach((name) => classes.add(name));
    return ` class="${names.map((name) => FIRST_PAINT_CLASS_PREFIX + name).join(' ')}"`;
  });
  const renamedCss = css.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (match, name: string) =>
    classes.has(name) ? `.${FIRST_PAINT_CLASS_PREFIX}${name}` : match,
  );
  return { html: renamedHtml, css: renamedCss };
}
