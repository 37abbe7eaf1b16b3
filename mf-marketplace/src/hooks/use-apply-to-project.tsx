import { ApplyToProjectOnDemand } from '@benchlink/domain-ui';
import { useState } from 'react';

/**
 * The 'Apply for position' dialog a card's Apply opens: `openApply(position)` shows it for that position's project,
 * and `applyDialog` is placed once on the page. The dialog stays mounted while it closes, so focus returns to Apply.
 */
export function useApplyToProject() {
  const [applying, setApplying] = useState<{ projectId: number; positionId: number; isOpen: boolean } | null>(null);
  const openApply = (position: { id: number; projectId: number }) =>
    setApplying({ projectId: position.projectId, positionId: position.id, isOpen: true });
  const applyDialog = applying && (
    <ApplyToProjectOnDemand
      projectId={applying.projectId}
      positionId={applying.positionId}
      isOpen={applying.isOpen}
      onClose={() => setApplying({ ...applying, isOpen: false })}
    />
  );
  return { openApply, applyDialog };
}
