import path from 'node:path';
import { createAppConfig } from '../rspack.base.js';

// The floor page of `npm run lighthouse` (src/floor/index.tsx), which builds it with this file before measuring. It
// goes into the catalogue's served folder, so the production server already answers it at /design-system/floor/:
// no route or setting of its own. The catalogue's build leaves the folder alone, `npm run build` never makes it.
const config = createAppConfig({
  name: 'design_system_floor',
  dir: import.meta.dirname,
  federated: false,
  publicPath: '/design-system/floor/',
  title: 'Benchlink · Lighthouse floor page',
});

export default {
  ...config,
  entry: { main: './src/floor/index.tsx' },
  output: { ...config.output, path: path.join(import.meta.dirname, 'dist', 'floor') },
};
