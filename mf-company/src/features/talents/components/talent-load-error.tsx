import { isApiError } from '@benchlink/api-client';
import { EmptyState, ErrorAlert, SearchIcon } from '@benchlink/design-system';
import { InvalidAddress, isInvalidAddressError } from '@benchlink/domain-ui';

export interface TalentLoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * 'Talent not found' when the talent is missing or not shared with the caller, that the address is wrong when its id
 * is refused, else 'Failed to load talent data.' with Retry.
 */
export function TalentLoadError({ error, onRetry }: TalentLoadErrorProps) {
  if (isInvalidAddressError(error)) return <InvalidAddress />;
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
