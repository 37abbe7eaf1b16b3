import { isApiError } from '@benchlink/api-client';
import { EmptyState, ErrorAlert, SearchIcon } from '@benchlink/design-system';

export interface TalentLoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** 'Talent not found' when the talent is missing or not shared with the caller, else 'Failed to load talent data.' */
export function TalentLoadError({ error, onRetry }: TalentLoadErrorProps) {
  if (isApiError(error) && error.status === 404) {
    return (
      <EmptyState
        icon={<SearchIcon />}
        title="Talent not found"
        description="We couldn't find a talent with that ID."
      />
    );
  }
  return (
    <ErrorAlert
      title="Failed to load talent data."
      message={error instanceof Error ? error.message : undefined}
      onRetry={onRetry}
    />
  );
}
