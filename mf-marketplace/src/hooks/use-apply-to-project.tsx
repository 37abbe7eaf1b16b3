import { lazy, Suspense, useState } from 'react';

// The dialog (with the schemas that check an application, and zod behind them) loads when a card's Apply is first
// pressed: browsing does not wait for it.
const ApplyToProject = lazy(() =>
  import('@benchlink/domain-ui/apply').then((module) => ({ default: module.ApplyToProject })),
);

/**
 * The 'Apply for position' dialog a card's Apply opens: `openApply(position)` shows it for that position's project,
 * and `applyDialog` is placed once on the page. The dialog stays mounted while it closes, so focus returns to Apply.
 */
export function useApplyToProject() {
  const [applying, setApplying] = useState<{ projectId: number; positionId: number; isOpen: boolean } | null>(null);
  const openApply = (position: { id: number; projectId: number }) =>
    setApplying({ projectId: position.projectId, positionId: position.id, isOpen: true });
  const applyDialog = applying && (
    <Suspense fallback={null}>
      <ApplyToProject
        projectId={applying.projectId}
        positionId={applying.positionId}
        isOpen={applying.isOpen}
        onClose={() => setApplying({ ...applying, isOpen: false })}
      />
    </Suspense>
  );
  return { openApply, applyDialog };
}
