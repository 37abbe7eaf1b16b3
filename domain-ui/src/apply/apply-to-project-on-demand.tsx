import { lazy, Suspense } from 'react';
import type { ApplyToProjectProps } from './apply-to-project';

// The dialog, with the schemas that check an application (and zod behind them), is its own chunk: a page loads it when
// Apply is first pressed, and shows its listings without waiting for it.
const ApplyToProject = lazy(() => import('./apply-to-project').then((module) => ({ default: module.ApplyToProject })));

/**
 * `ApplyToProject`, loaded on first use: what a page with Apply buttons places.
 * @example {applying && <ApplyToProjectOnDemand projectId={7} positionId={12} isOpen onClose={close} />}
 */
export function ApplyToProjectOnDemand(props: ApplyToProjectProps) {
  return (
    <Suspense fallback={null}>
      <ApplyToProject {...props} />
    </Suspense>
  );
}
