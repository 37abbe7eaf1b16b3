import { createAppConfig } from '../rspack.base.js';

export default createAppConfig({
  name: 'mf_applications',
  dir: import.meta.dirname,
  title: 'Benchlink · mf-applications (standalone)',
  exposes: {
    './company-applications-page': './src/pages/company-applications-page.tsx',
    './position-applications-page': './src/pages/position-applications-page.tsx',
  },
});
