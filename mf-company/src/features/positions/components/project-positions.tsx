import { projectPositionsQueryOptions } from '@benchlink/api-client';
import type { Position } from '@benchlink/contracts/positions';
import { EmptyState, ErrorAlert, SkeletonList } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useSearchParams } from 'react-router';
import { usePositionNames } from '../hooks/use-position-names';
import { CompanyPositionCard } from './position-card';
import { PositionHighlight } from './position-highlight';

export interface ProjectPositionsProps {
  projectId: number;
  isOwner: boolean;
  /** Another company's 'Apply' on an open position (the project page wires the apply dialog in here). */
  onApply?: (position: Position) => void;
}

/** A project's positions as cards, or 'No positions'; the one named by `?position=` open and lit. */
export function ProjectPositions({ projectId, isOwner, onApply }: ProjectPositionsProps) {
  const positionsQuery = useQuery(projectPositionsQueryOptions(projectId));
  // `?position=<id>`: the position just created (the position form comes back here with it), shown open and lit.
  const [searchParams] = useSearchParams();
  const shownId = Number(searchParams.get('position'));
  const { names, isLoading, error, refetch } = usePositionNames();

  if (positionsQuery.isError && !positionsQuery.data) {
    return (
      <ErrorAlert
        title="Failed to load positions"
        message={positionsQuery.error.message}
        onRetry={() => void positionsQuery.refetch()}
      />
    );
  }
  if (error) return <ErrorAlert title="Failed to load positions" message={error.message} onRetry={refetch} />;
  if (!positionsQuery.data || isLoading) return <SkeletonList rows={2} label="Loading positions" />;
  if (positionsQuery.data.length === 0) return <EmptyState title="No positions" />;
  return (
    <>
      {positionsQuery.data.map((position) => {
        const isShown = position.id === shownId;
        const card = (
          <CompanyPositionCard
            position={position}
            names={names}
            isOwner={isOwner}
            onApply={onApply}
            isExpanded={isShown}
          />
        );
        return isShown ? (
          <PositionHighlight key={position.id} title={`${position.seniorityLabel} ${position.role.name}`}>
            {card}
          </PositionHighlight>
        ) : (
          <Fragment key={position.id}>{card}</Fragment>
        );
      })}
    </>
  );
}
