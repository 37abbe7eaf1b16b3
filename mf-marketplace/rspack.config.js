import { createAppConfig } from '../rspack.base.js';

export default createAppConfig({
  name: 'mf_marketplace',
  dir: import.meta.dirname,
  title: 'Benchlink · mf-marketplace (standalone)',
  exposes: {
    './browse-projects-page': './src/pages/browse-projects-page.tsx',
    './browse-talents-page': './src/pages/browse-talents-page.tsx',
    './company-page': './src/pages/company-page.tsx',
  },
});
