import {
  useSession,
  locationsQueryOptions,
  rolesQueryOptions,
  senioritiesQueryOptions,
  skillsQueryOptions,
  talentQueryOptions,
  workModesQueryOptions,
} from '@benchlink/api-client';
import { ErrorAlert, PageHeader, SkeletonList } from '@benchlink/design-system';
import { useQueries, useQuery } from '@tanstack/react-query';
import { paths } from '@benchlink/contracts/paths';
import { NotOwnRecord } from '../../../components/not-own-record';
import { TalentForm } from './talent-form';
import { TalentLoadError } from './talent-load-error';

export interface TalentFormContainerProps {
  /** The talent to edit; absent to add one. */
  talentId?: number;
}

/**
 * Loads what the talent form needs (reference lists, and the talent when editing), then shows it; another company's
 * talent (one it shares) is not offered for editing.
 */
export function TalentFormContainer({ talentId }: TalentFormContainerProps) {
  const { companyId } = useSession();
  const title = talentId === undefined ? 'Add Talent' : 'Edit talent';
  const talent = useQuery({ ...talentQueryOptions(talentId ?? 0), enabled: talentId !== undefined });
  const [roles, seniorities, skills, workModes, locations] = useQueries({
    queries: [
      rolesQueryOptions,
      senioritiesQueryOptions,
      skillsQueryOptions,
      workModesQueryOptions,
      locationsQueryOptions,
    ],
  });
  const references = [roles, seniorities, skills, workModes, locations];

  if (talentId !== undefined && talent.isError) {
    return (
      <>
        <PageHeader title={title} />
        <TalentLoadError error={talent.error} onRetry={() => void talent.refetch()} />
      </>
    );
  }
  if (talent.data && talent.data.companyId !== companyId) {
    return (
      <>
        <PageHeader title={title} />
        <NotOwnRecord kind="talent" view={{ href: paths.talent.href(talent.data.id), label: 'View talent' }} />
      </>
    );
  }
  const failed = references.find((query) => query.isError);
  if (failed) {
    return (
      <>
        <PageHeader title={title} />
        <ErrorAlert
          title="Failed to load talent data."
          message={failed.error?.message}
          onRetry={() => references.forEach((query) => void query.refetch())}
        />
      </>
    );
  }
  if (
    !roles.data ||
    !seniorities.data ||
    !skills.data ||
    !workModes.data ||
    !locations.data ||
    (talentId !== undefined && !talent.data)
  ) {
    return (
      <>
        <PageHeader title={title} />
        <SkeletonList rows={4} label="Loading talent form" />
      </>
    );
  }
  return (
    <TalentForm
      key={talent.data?.id ?? 'new'}
      talent={talent.data}
      roles={roles.data}
      seniorities={seniorities.data}
      skills={skills.data}
      workModes={workModes.data}
      locations={locations.data}
    />
  );
}
