import { isApiError, projectQueryOptions, useSession } from '@benchlink/api-client';
import { type PartnerGroup } from '@benchlink/contracts/partner-groups';
import { paths } from '@benchlink/contracts/paths';
import { type Project } from '@benchlink/contracts/projects';
import { AddIcon, ArrowLeftIcon, EmptyState, ErrorAlert, PageHeader, SkeletonList } from '@benchlink/design-system';
import { usePageTitle } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ProjectCard } from './project-card';

export const PROJECT_LOAD_ERROR = 'Could not find project';
export const PROJECT_NOT_FOUND = 'Project not found';
export const PROJECT_NOT_FOUND_DESCRIPTION = "We couldn't find a project with that id.";

const Subtitle = styled.span`
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ProjectViewProps {
  projectId: number;
  /** The company's partner groups, to name those the project is shared with (owner only). */
  partnerGroups?: ReadonlyArray<PartnerGroup>;
  /**
   * The project's positions, composed in by the page; `isOwner` tells whether the caller manages the project
   * (management actions) or reads another company's (read-only, with Apply).
   */
  renderPositions: (project: Project, isOwner: boolean) => ReactNode;
}

/**
 * `/project/{id}`: one project with its positions, titled by its name (the page and the browser tab); the owner
 * manages it, other companies read it.
 */
export function ProjectView({ projectId, partnerGroups, renderPositions }: ProjectViewProps) {
  const navigate = useNavigate();
  const { companyId } = useSession();
  const projectQuery = useQuery(projectQueryOptions(projectId));
  usePageTitle(projectQuery.data?.name);

  if (projectQuery.isError && !projectQuery.data) {
    const isNotFound = isApiError(projectQuery.error) && projectQuery.error.status === 404;
    return (
      <>
        <PageHeader title="Project" />
        {isNotFound ? (
          <EmptyState title={PROJECT_NOT_FOUND} description={PROJECT_NOT_FOUND_DESCRIPTION} />
        ) : (
          <ErrorAlert
            title={PROJECT_LOAD_ERROR}
            message={projectQuery.error.message}
            onRetry={() => void projectQuery.refetch()}
          />
        )}
      </>
    );
  }
  if (!projectQuery.data) {
    return (
      <>
        <PageHeader title="Project" />
        <SkeletonList rows={1} label="Loading project" shape="project" />
      </>
    );
  }

  const project = projectQuery.data;
  const isOwner = project.companyId === companyId;
  const groupById = new Map((partnerGroups ?? []).map((group) => [group.id, group.name]));
  const groupNames = (project.partnerGroups ?? [])
    .map((id) => groupById.get(id))
    .filter((name): name is string => name !== undefined);

  return (
    <>
      <PageHeader
        title={project.name}
        subtitle={
          !isOwner && (
            <Subtitle>
              Posted by <Link to={paths.company.href(project.companyId)}>{project.companyName}</Link>
            </Subtitle>
          )
        }
        primaryAction={
          isOwner
            ? {
                label: 'Add new position',
                icon: <AddIcon size={18} />,
                onClick: () => navigate(paths.createPosition.href(project.id)),
              }
            : undefined
        }
        secondaryAction={
          isOwner
            ? {
                label: 'Back to projects',
                icon: <ArrowLeftIcon size={18} />,
                onClick: () => navigate(paths.companyProjects.href()),
              }
            : {
                label: 'Browse projects',
                icon: <ArrowLeftIcon size={18} />,
                onClick: () => navigate(paths.browseProjects.href()),
              }
        }
      />
      <ProjectCard
        project={project}
        isOwner={isOwner}
        groupNames={groupNames}
        variant="page"
        positions={renderPositions(project, isOwner)}
        onDeleted={() => navigate(paths.companyProjects.href(), { replace: true })}
      />
    </>
  );
}
