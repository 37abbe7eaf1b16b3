import { isApiError, positionQueryOptions, receivedApplicationsQueryOptions } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import {
  ArrowLeftIcon,
  EmptyState,
  ErrorAlert,
  PageHeader,
  PeopleIcon,
  Skeleton,
  SkeletonList,
} from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { InvalidAddress, isInvalidAddressError } from '@benchlink/domain-ui';
import styled from 'styled-components';
import { PositionSummary } from './position-summary';
import { ReceivedApplicationsTable } from './received-applications-table';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const SummarySkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** Back to where the owner came from; a direct visit (no in-app history) goes to the company's projects. */
function useBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.companyProjects.href());
  };
}

const PositionNotFound = () => (
  <EmptyState title="Position not found" description="We couldn't find a position with that id." />
);

/** 'Review Applications': one of the company's positions and the applications it received; null is an id that names none. */
export function PositionApplications({ positionId }: { positionId: number | null }) {
  const back = useBack();
  return (
    <>
      <PageHeader
        title="Review Applications"
        secondaryAction={{ label: 'Back', icon: <ArrowLeftIcon size={18} />, onClick: back }}
      />
      {positionId === null ? <InvalidAddress /> : <Review positionId={positionId} />}
    </>
  );
}

function Review({ positionId }: { positionId: number }) {
  const titleId = useId();
  const position = useQuery(positionQueryOptions(positionId));
  const applications = useQuery(receivedApplicationsQueryOptions(positionId));
  if (isInvalidAddressError(position.error)) return <InvalidAddress />;
  if (isApiError(position.error) && position.error.status === 404) return <PositionNotFound />;

  return (
    <Stack>
      {position.isPending && (
        <SummarySkeleton role="status" aria-label="Loading position">
          <Skeleton width="40%" height="22px" />
          <Skeleton width="70%" />
        </SummarySkeleton>
      )}
      {position.isError && !position.data && (
        <ErrorAlert
          title="Failed to load position"
          message={position.error.message}
          onRetry={() => void position.refetch()}
        />
      )}
      {position.data && <PositionSummary position={position.data} />}
      <section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>Applications</SectionTitle>
        {applications.isPending && <SkeletonList rows={2} label="Loading applications" shape="table" />}
        {applications.isError && !applications.data && (
          <ErrorAlert
            title="Error getting applications for this position"
            message={applications.error.message}
            onRetry={() => void applications.refetch()}
          />
        )}
        {applications.data?.length === 0 && (
          <EmptyState icon={<PeopleIcon />} title="No applications found for this position." />
        )}
        {applications.data && applications.data.length > 0 && (
          <ReceivedApplicationsTable positionId={positionId} applications={applications.data} />
        )}
      </section>
    </Stack>
  );
}
