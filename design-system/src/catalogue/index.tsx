import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CatalogueApp } from './catalogue-app';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <CatalogueApp />
    </StrictMode>,
  );
}
