import { createAppConfig } from '../rspack.base.js';

export default createAppConfig({
  name: 'mf_auth',
  dir: import.meta.dirname,
  title: 'Benchlink · mf-auth (standalone)',
  exposes: {
    './auth-page': './src/pages/auth-page.tsx',
    './sign-up-page': './src/pages/sign-up-page.tsx',
  },
});
