import { createAppConfig } from '../rspack.base.js';

export default createAppConfig({
  name: 'mf_admin',
  dir: import.meta.dirname,
  title: 'Benchlink · mf-admin (standalone)',
  exposes: {
    './approve-companies-page': './src/pages/approve-companies-page.tsx',
  },
});
