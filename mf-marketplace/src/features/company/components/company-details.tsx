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
import {
  CompanyAbout,
  CompanyIdentity,
  InvalidAddress,
  isInvalidAddressError,
  parseIdParam,
  usePageTitle,
} from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { CompanyListings } from './company-listings';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** The heading until the company is known (loading, not found, failed); then the company's name. */
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

/**
 * `/company/{companyId}`: a company's public profile (banner, logo, details and skills) under its name, which also
 * titles the tab; then its open positions and the talents it shares with the reader.
 */
export function CompanyDetails() {
  const { companyId: rawId } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const id = parseIdParam(rawId);
  const company = useQuery({ ...companyQueryOptions(id ?? 0), enabled: id !== null });
  usePageTitle(company.data?.name);

  // An id that cannot name a company is a wrong address, with nothing to retry.
  if (id === null || isInvalidAddressError(company.error)) {
    return (
      <>
        <PageHeader title={TITLE} />
        <InvalidAddress />
      </>
    );
  }
  if (company.isError && isApiError(company.error) && company.error.status === 404) return <NotFound />;
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
        title={company.data.name}
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
        {/* The page's heading already names the company. */}
        <CompanyIdentity company={company.data} hideTitle />
        <CompanyAbout company={company.data} />
        <CompanyListings companyId={company.data.id} readerCompanyId={session.companyId} />
      </Stack>
    </>
  );
}
