import { companyQueryOptions, isApiError, useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import {
  BuildingIcon,
  EditIcon,
  EmptyState,
  ErrorAlert,
  PageHeader,
  Skeleton,
  SkeletonList,
} from '@benchlink/design-system';
import { CompanyAbout, CompanyIdentity } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const TITLE = 'Company Profile';

function NotFound() {
  return (
    <>
      <PageHeader title={TITLE} />
      <EmptyState
        icon={<BuildingIcon />}
        title="Company not found"
        description="We couldn't find a company with that id."
      />
    </>
  );
}

/** `/company/{companyId}`: another company's public profile (banner, logo, details and skills). */
export function CompanyDetails() {
  const { companyId: rawId } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const id = Number(rawId);
  const isValidId = Number.isInteger(id) && id > 0;
  const company = useQuery({ ...companyQueryOptions(isValidId ? id : 0), enabled: isValidId });

  if (!isValidId || (company.isError && isApiError(company.error) && company.error.status === 404)) return <NotFound />;
  if (company.isError && !company.data) {
    return (
      <>
        <PageHeader title={TITLE} />
        <ErrorAlert
          title="Failed to load company data"
          message={company.error.message}
          onRetry={() => void company.refetch()}
        />
      </>
    );
  }
  if (!company.data) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Stack>
          <Skeleton variant="rect" height="200px" />
          <SkeletonList rows={2} label="Loading company" />
        </Stack>
      </>
    );
  }

  const isOwn = session.companyId === company.data.id;
  return (
    <>
      <PageHeader
        title={TITLE}
        secondaryAction={
          isOwn
            ? {
                label: 'Edit profile',
                icon: <EditIcon size={18} />,
                onClick: () => void navigate(paths.companyProfile.href(true)),
              }
            : undefined
        }
      />
      <Stack>
        <CompanyIdentity company={company.data} />
        <CompanyAbout company={company.data} />
      </Stack>
    </>
  );
}
