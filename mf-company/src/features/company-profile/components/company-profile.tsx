import {
  companyQueryOptions,
  companyTypesQueryOptions,
  domainsQueryOptions,
  skillsQueryOptions,
  useSession,
} from '@benchlink/api-client';
import { type Company } from '@benchlink/contracts/companies';
import { paths } from '@benchlink/contracts/paths';
import {
  Alert,
  Button,
  EditIcon,
  EmptyState,
  ErrorAlert,
  PageHeader,
  ShieldIcon,
  Skeleton,
  SkeletonList,
} from '@benchlink/design-system';
import { CompanyAbout, CompanyIdentity } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { CompanyStatuses } from './company-statuses';

// The form (react-hook-form and the company schema, with zod) loads when editing starts: reading the profile, the
// page most members land on, does not wait for it.
const CompanyProfileForm = lazy(() =>
  import('./company-profile-form').then((module) => ({ default: module.CompanyProfileForm })),
);

const EDIT_PARAM = 'IsEditing';
const VERIFIED_PARAM = 'emailVerified';
const LOAD_ERROR = 'Failed to load company data';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

function ProfileSkeleton() {
  return (
    <Stack>
      <Skeleton variant="rect" height="200px" />
      <SkeletonList rows={2} label="Loading company profile" />
    </Stack>
  );
}

/** The banner a verification link lands with (`?emailVerified=true|false`), until closed. */
function VerificationResult({ isVerified, onClose }: { isVerified: boolean; onClose: () => void }) {
  return isVerified ? (
    <Alert severity="success" title="Company e-mail verified" onClose={onClose}>
      Thank you, the company e-mail address is confirmed.
    </Alert>
  ) : (
    <Alert severity="error" title="Company e-mail not verified" onClose={onClose}>
      The verification link is invalid or has already been used. Resend the verification e-mail to get a new one.
    </Alert>
  );
}

function ProfileView({ company, onEdit }: { company: Company; onEdit: () => void }) {
  return (
    <>
      <PageHeader
        title="Company Profile"
        primaryAction={{ label: 'Edit profile', icon: <EditIcon size={18} />, onClick: onEdit }}
      />
      <Stack>
        <CompanyIdentity company={company}>
          <CompanyStatuses company={company} />
        </CompanyIdentity>
        <CompanyAbout company={company} />
      </Stack>
    </>
  );
}

/**
 * The administrator has no company and must not be pushed into creating one: the profile says so and points to the
 * approval queue instead of showing the create form.
 */
function AdminProfile() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Company Profile" />
      <EmptyState
        icon={<ShieldIcon />}
        title="The administrator account has no company"
        description="Administrators review and approve the companies that register; they do not have a company profile of their own."
        action={<Button onClick={() => navigate(paths.approveCompanies.href())}>Go to Approve companies</Button>}
      />
    </>
  );
}

/**
 * The company profile screen: the read view, or edit mode kept in `?IsEditing=true`. A user without a
 * company always edits: saving creates the company. The administrator, who has none, gets `AdminProfile`.
 */
export function CompanyProfile() {
  const { companyId, isAdmin } = useSession();
  if (isAdmin && companyId === undefined) return <AdminProfile />;
  return <MemberProfile companyId={companyId} />;
}

function MemberProfile({ companyId }: { companyId: number | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasCompany = companyId !== undefined;
  const isEditing = !hasCompany || searchParams.get(EDIT_PARAM) === 'true';
  const verified = searchParams.get(VERIFIED_PARAM);

  const companyQuery = useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: hasCompany });
  const companyTypesQuery = useQuery({ ...companyTypesQueryOptions, enabled: isEditing });
  const domainsQuery = useQuery({ ...domainsQueryOptions, enabled: isEditing });
  const skillsQuery = useQuery(skillsQueryOptions);

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name === VERIFIED_PARAM },
    );
  const leaveEditing = () => setParam(EDIT_PARAM, null);

  const banner = verified !== null && (
    <Notice>
      <VerificationResult isVerified={verified === 'true'} onClose={() => setParam(VERIFIED_PARAM, null)} />
    </Notice>
  );

  const queries = isEditing ? [companyQuery, companyTypesQuery, domainsQuery, skillsQuery] : [companyQuery];
  // A failed background refetch keeps showing the data it already has.
  const failed = queries.find((query) => query.isError && !query.data && (query !== companyQuery || hasCompany));
  if (failed) {
    return (
      <>
        <PageHeader title={isEditing ? 'Edit Profile' : 'Company Profile'} />
        <ErrorAlert title={LOAD_ERROR} message={failed.error?.message} onRetry={() => void failed.refetch()} />
      </>
    );
  }

  const company = companyQuery.data;
  if ((hasCompany && !company) || (isEditing && (!companyTypesQuery.data || !domainsQuery.data || !skillsQuery.data))) {
    return (
      <>
        <PageHeader title={isEditing ? 'Edit Profile' : 'Company Profile'} />
        <ProfileSkeleton />
      </>
    );
  }

  if (isEditing && companyTypesQuery.data && domainsQuery.data && skillsQuery.data) {
    return (
      <>
        {banner}
        <Suspense fallback={<ProfileSkeleton />}>
          <CompanyProfileForm
            company={company}
            companyTypes={companyTypesQuery.data}
            domains={domainsQuery.data}
            skills={skillsQuery.data}
            onCancel={hasCompany ? leaveEditing : undefined}
            onSaved={leaveEditing}
          />
        </Suspense>
      </>
    );
  }

  return company ? (
    <>
      {banner}
      <ProfileView company={company} onEdit={() => setParam(EDIT_PARAM, 'true')} />
    </>
  ) : null;
}
