import { createAppConfig } from '../rspack.base.js';

export default createAppConfig({
  name: 'mf_company',
  dir: import.meta.dirname,
  title: 'Benchlink · mf-company (standalone)',
  exposes: {
    './profile-page': './src/pages/profile-page.tsx',
    './projects-page': './src/pages/projects-page.tsx',
    './project-form-page': './src/pages/project-form-page.tsx',
    './project-page': './src/pages/project-page.tsx',
    './position-form-page': './src/pages/position-form-page.tsx',
    './talents-page': './src/pages/talents-page.tsx',
    './talent-form-page': './src/pages/talent-form-page.tsx',
    './talent-page': './src/pages/talent-page.tsx',
    './filters-page': './src/pages/filters-page.tsx',
    './partners-page': './src/pages/partners-page.tsx',
  },
});
