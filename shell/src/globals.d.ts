/** Build id injected by rspack (see rspack.base.js). */
declare const __BUILD_ID__: string;
/** Federation container name of this app. */
declare const __APP_NAME__: string;
/** Set by the server's page (api/src/web/shell-page.ts): replaces the page with a notice offering a reload. */
// eslint-disable-next-line no-var -- only `var` declares a property of globalThis
declare var benchlinkStartupFailed: (() => void) | undefined;
