// The web apps built for production, in build order (the design-system catalogue is served at /design-system/).
export const webApps = ['design-system', 'shell', 'mf-auth', 'mf-company', 'mf-marketplace', 'mf-applications', 'mf-admin'];

/** The file whose presence means an app has a production build. */
export const buildMarker = (app) => (app === 'shell' || app === 'design-system' ? 'index.html' : 'mf-manifest.json');
