import { createAppConfig } from '../rspack.base.js';

const isProduction = process.env.NODE_ENV === 'production';

// The design system ships as a shared module of the apps; this build is only its live catalogue.
const config = createAppConfig({
  name: 'design_system',
  dir: import.meta.dirname,
  federated: false,
  publicPath: isProduction ? '/design-system/' : '/',
  title: 'Benchlink design system',
});

export default { ...config, entry: { main: './src/catalogue/index.tsx' } };
