/** Build id injected by rspack (see rspack.base.js). */
declare const __BUILD_ID__: string;
/** Federation container name of this app. */
declare const __APP_NAME__: string;
