import type { ReactNode } from 'react';
import {
  isApiError,
  locationsQueryOptions,
  positionQueryOptions,
  responsibilitiesQueryOptions,
  rolesQueryOptions,
  senioritiesQueryOptions,
  skillsQueryOptions,
  workModesQueryOptions,
} from '@benchlink/api-client';
import { EmptyState, ErrorAlert, PageHeader, SkeletonList } from '@benchlink/design-system';
import { useQueries, useQuery } from '@tanstack/react-query';
import { PositionForm } from './position-form';

export const POSITION_LOAD_ERROR = 'Failed to load position';
export const POSITION_NOT_FOUND = 'Position not found';
export const POSITION_NOT_FOUND_DESCRIPTION = "We couldn't find a position with that id.";

export type PositionFormScreenProps =
  /** A new position of this project. */
  | { projectId: number; positionId?: undefined }
  /** An existing position. */
  | { projectId?: undefined; positionId: number };

/** Loads what the position form needs (the position when editing, and its choices), then shows it. */
export function PositionFormScreen({ projectId, positionId }: PositionFormScreenProps) {
  const isEditing = positionId !== undefined;
  const title = isEditing ? 'Edit position' : 'Create position';
  const positionQuery = useQuery({ ...positionQueryOptions(positionId ?? 0), enabled: isEditing, staleTime: 0 });
  const references = useQueries({
    queries: [
      rolesQueryOptions,
      senioritiesQueryOptions,
      skillsQueryOptions,
      locationsQueryOptions,
      workModesQueryOptions,
      responsibilitiesQueryOptions,
    ],
  });
  const [roles, seniorities, skills, locations, workModes, responsibilities] = references;

  const frame = (content: ReactNode) => (
    <>
      <PageHeader title={title} />
      {content}
    </>
  );

  if (isEditing && positionQuery.isError && !positionQuery.data) {
    if (isApiError(positionQuery.error) && positionQuery.error.status === 404) {
      return frame(<EmptyState title={POSITION_NOT_FOUND} description={POSITION_NOT_FOUND_DESCRIPTION} />);
    }
    return frame(
      <ErrorAlert
        title={POSITION_LOAD_ERROR}
        message={positionQuery.error.message}
        onRetry={() => void positionQuery.refetch()}
      />,
    );
  }
  const failed = references.find((query) => query.isError && !query.data);
  if (failed) {
    return frame(
      <ErrorAlert
        title="Could not load the position form"
        message={failed.error?.message}
        onRetry={() => void failed.refetch()}
      />,
    );
  }
  if (
    (isEditing && !positionQuery.data) ||
    !roles.data ||
    !seniorities.data ||
    !skills.data ||
    !locations.data ||
    !workModes.data ||
    !responsibilities.data
  ) {
    return frame(<SkeletonList rows={4} label="Loading position form" />);
  }
  const position = positionQuery.data;
  return (
    <PositionForm
      key={position?.id ?? 'new'}
      projectId={position?.projectId ?? projectId ?? 0}
      position={isEditing ? position : undefined}
      references={{
        roles: roles.data,
        seniorities: seniorities.data,
        skills: skills.data,
        locations: locations.data,
        workModes: workModes.data,
        responsibilities: responsibilities.data,
      }}
    />
  );
}
