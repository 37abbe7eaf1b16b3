import { companyProjectsQueryOptions, companyQueryOptions, useSession } from '@benchlink/api-client';
import { type PartnerGroup } from '@benchlink/contracts/partner-groups';
import { paths } from '@benchlink/contracts/paths';
import { PROJECT_PAGE_SIZE, type Project, type ProjectSortKey } from '@benchlink/contracts/projects';
import {
  AddIcon,
  BriefcaseIcon,
  EmptyState,
  ErrorAlert,
  InfoNotice,
  PageHeader,
  SkeletonList,
  type SortOption,
} from '@benchlink/design-system';
import { Pager, SORT_DIRECTIONS, SortBar } from '@benchlink/design-system/listings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ProjectCard } from './project-card';

export const VISIBILITY_REMINDER =
  'Visibility Reminder: Until your company is approved by an admin, your projects will not be visible to other companies.';
export const PROJECTS_LOAD_ERROR = 'Could not load company projects';

const SORT_OPTIONS: ReadonlyArray<SortOption<ProjectSortKey>> = [
  { value: 'datePosted', label: 'Date posted', directions: SORT_DIRECTIONS.date },
  { value: 'startDate', label: 'Start date', directions: SORT_DIRECTIONS.start },
  { value: 'isPartnerOnly', label: 'Visibility', directions: SORT_DIRECTIONS.visibility },
];
const DEFAULT_SORT: ProjectSortKey = 'datePosted';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

function readSort(value: string | null): ProjectSortKey {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export interface CompanyProjectsProps {
  /** The company's partner groups, to name those a project is shared with. */
  partnerGroups: ReadonlyArray<PartnerGroup> | undefined;
  /** A project's positions, composed in by the page. */
  renderPositions: (project: Project) => ReactNode;
}

/**
 * The company's projects: sorted and paged through the query string (`?page=2&sort=startDate&ascending=true`),
 * five a page, with the approval reminder while the company is not approved.
 */
export function CompanyProjects({ partnerGroups, renderPositions }: CompanyProjectsProps) {
  const navigate = useNavigate();
  const { companyId = 0 } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const sort = readSort(searchParams.get('sort'));
  const ascending = searchParams.get('ascending') === 'true';

  const companyQuery = useQuery(companyQueryOptions(companyId));
  const projectsQuery = useQuery({
    ...companyProjectsQueryOptions({ companyId, offset: page - 1, pageSize: PROJECT_PAGE_SIZE, sort, ascending }),
    placeholderData: keepPreviousData,
  });

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  const groupNames = (project: Project) => {
    const byId = new Map((partnerGroups ?? []).map((group) => [group.id, group.name]));
    return (project.partnerGroups ?? []).map((id) => byId.get(id)).filter((name): name is string => name !== undefined);
  };

  const header = (
    <PageHeader
      title="Projects"
      primaryAction={{
        label: 'Add new project',
        icon: <AddIcon size={18} />,
        onClick: () => navigate(paths.createProject.href()),
      }}
    />
  );

  let content: ReactNode;
  if (projectsQuery.isError && !projectsQuery.data) {
    content = (
      <ErrorAlert
        title={PROJECTS_LOAD_ERROR}
        message={projectsQuery.error.message}
        onRetry={() => void projectsQuery.refetch()}
      />
    );
  } else if (!projectsQuery.data) {
    content = <SkeletonList rows={3} label="Loading projects" shape="project" />;
  } else {
    const { content: projects, totalElements, totalPages } = projectsQuery.data;
    content = (
      <>
        <SortBar
          count={totalElements}
          noun="Project"
          sortOptions={SORT_OPTIONS}
          sortBy={sort}
          onSortByChange={(value) => update({ sort: value === DEFAULT_SORT ? null : value, page: null })}
          isAscending={ascending}
          onAscendingChange={(value) => update({ ascending: value ? 'true' : null, page: null })}
        />
        {projects.length === 0 ? (
          <EmptyState
            icon={<BriefcaseIcon />}
            title="No projects yet"
            description="Add a project and its open positions to share them with other companies."
          />
        ) : (
          projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              isOwner
              groupNames={groupNames(project)}
              positions={renderPositions(project)}
            />
          ))
        )}
        <Pager
          label="Pagination"
          page={page}
          totalPages={totalPages}
          onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <Stack>
        {companyQuery.data && !companyQuery.data.approved && <InfoNotice>{VISIBILITY_REMINDER}</InfoNotice>}
        {content}
      </Stack>
    </>
  );
}
