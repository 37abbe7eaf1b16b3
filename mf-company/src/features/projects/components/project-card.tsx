import { useDeleteProject, useReactivateProject } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { inactiveReasonMessages, type Project } from '@benchlink/contracts/projects';
import { REFERRAL_TERMS_TITLE, referralDescription } from '@benchlink/contracts/referral';
import {
  Alert,
  AddIcon,
  Button,
  Chip,
  ChevronDownIcon,
  ChevronUpIcon,
  ConfirmDeleteDialog,
  DeleteIcon,
  EditIcon,
  IconButton,
  LockIcon,
  RefreshIcon,
  formatDate,
  formatDuration,
  useSnackbar,
} from '@benchlink/design-system';
import { CardHeader, FactGrid, ProseText } from '@benchlink/design-system/listings';
import { StatusChip } from '@benchlink/domain-ui';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { CardTitleRow, MutedChipRow } from '../../../components/card-parts';
import { ProjectExpiry } from './project-expiry';

export const DELETE_PROJECT_MESSAGE = 'Are you sure you want to delete this project?';

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const TitleRow = styled(CardTitleRow)`
  flex: 1 1 260px;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Groups = styled(MutedChipRow)`
  ul {
    display: contents;
  }
  li {
    list-style: none;
    max-width: 100%;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const PositionsPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const PositionsHeading = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface ProjectCardProps {
  project: Project;
  /** True for the owning company: edit, delete, reactivate, groups, the expiry and 'Add new position' (list only). */
  isOwner: boolean;
  /** Names of the partner groups the project is shared with (owner only). */
  groupNames?: ReadonlyArray<string>;
  /** The project's positions, composed in by the page. */
  positions: ReactNode;
  /** 'list': a card in the company's list, positions behind show/hide; 'page': the project page, positions always shown. */
  variant?: 'list' | 'page';
  /** Called after the project was deleted. */
  onDeleted?: () => void;
}

/** The owner's actions on a project: reactivate (once expired), edit, and delete after a confirmation. */
function ProjectOwnerActions({ project, onDeleted }: Pick<ProjectCardProps, 'project' | 'onDeleted'>) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [isDeleting, setIsDeleting] = useState(false);
  const deleteProject = useDeleteProject();
  const reactivate = useReactivateProject();

  return (
    <Actions>
      {project.canReactivate && (
        <IconButton
          label="Reactivate project"
          variant="primary"
          disabled={reactivate.isPending}
          onClick={() =>
            reactivate.mutate(project.id, {
              onSuccess: () => snackbar.showSuccess('Project reactivated for 3 more weeks'),
              onError: (error) => snackbar.showError(error.message),
            })
          }
        >
          <RefreshIcon size={18} />
        </IconButton>
      )}
      <IconButton label="Edit project" onClick={() => navigate(paths.editProject.href(project.id))}>
        <EditIcon size={18} />
      </IconButton>
      <IconButton label="Delete project" variant="danger" onClick={() => setIsDeleting(true)}>
        <DeleteIcon size={18} />
      </IconButton>
      <ConfirmDeleteDialog
        isOpen={isDeleting}
        message={DELETE_PROJECT_MESSAGE}
        isLoading={deleteProject.isPending}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() =>
          deleteProject.mutate(project.id, {
            onSuccess: () => {
              setIsDeleting(false);
              snackbar.showSuccess('Project deleted');
              onDeleted?.();
            },
            onError: (error) => snackbar.showError(error.message),
          })
        }
      />
    </Actions>
  );
}

/** The partner groups a partner-only project is shared with, as its owner sees them. */
function SharedGroups({ groupNames }: { groupNames: readonly string[] }) {
  return (
    <Groups>
      <span>Shared with:</span>
      {groupNames.length === 0 ? (
        <span>no partner groups</span>
      ) : (
        <ul aria-label="Shared partner groups">
          {groupNames.map((name) => (
            <li key={name}>
              <Chip label={name} tone="primary" />
            </li>
          ))}
        </ul>
      )}
    </Groups>
  );
}

/** A project: name, partner-only lock, dates, description, shared groups, its positions and the owner's actions. */
export function ProjectCard({
  project,
  isOwner,
  groupNames = [],
  positions,
  variant = 'list',
  onDeleted,
}: ProjectCardProps) {
  const navigate = useNavigate();
  const [showPositions, setShowPositions] = useState(variant === 'page');
  const titleId = useId();
  const positionsId = useId();

  const positionsLabel = `${showPositions ? 'Hide' : 'Show'} positions (${project.positionCount})`;

  return (
    <Root aria-labelledby={titleId}>
      <CardHeader>
        <TitleRow>
          <Title id={titleId}>
            {variant === 'list' ? <Link to={paths.project.href(project.id)}>{project.name}</Link> : project.name}
          </Title>
          {project.partnerOnly && <Chip label="Partners only" tone="warning" icon={<LockIcon size={14} />} />}
          {project.status === 'INACTIVE' && <StatusChip kind="project" status="INACTIVE" />}
        </TitleRow>
        {isOwner && <ProjectOwnerActions project={project} onDeleted={onDeleted} />}
      </CardHeader>
      {project.status === 'INACTIVE' && project.inactiveReason && (
        <Alert severity="warning">{inactiveReasonMessages[project.inactiveReason]}</Alert>
      )}
      <FactGrid
        columnMin="140px"
        facts={[
          { label: 'Posted', value: formatDate(project.datePosted) },
          { label: 'Duration', value: formatDuration(project.duration) },
          { label: 'From', value: project.startDate ? formatDate(project.startDate) : '—' },
          { label: 'To', value: project.endDate ? formatDate(project.endDate) : '—' },
          ...(isOwner ? [{ label: 'Expiry date', value: <ProjectExpiry expiryDate={project.expiryDate} /> }] : []),
          ...(project.referral ? [{ label: REFERRAL_TERMS_TITLE, value: referralDescription(project.referral) }] : []),
        ]}
      />
      <ProseText>{project.description}</ProseText>
      {isOwner && project.partnerOnly && <SharedGroups groupNames={groupNames} />}
      <Footer>
        {variant === 'list' ? (
          <Button
            variant="text"
            aria-expanded={showPositions}
            aria-controls={showPositions ? positionsId : undefined}
            endIcon={showPositions ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
            onClick={() => setShowPositions((current) => !current)}
          >
            {positionsLabel}
          </Button>
        ) : (
          <PositionsHeading>Positions ({project.positionCount})</PositionsHeading>
        )}
        {/* The project page offers it at its top instead, beside 'Back to projects'. */}
        {isOwner && variant === 'list' && (
          <Button
            variant="secondary"
            startIcon={<AddIcon size={18} />}
            onClick={() => navigate(paths.createPosition.href(project.id))}
          >
            Add new position
          </Button>
        )}
      </Footer>
      {showPositions && <PositionsPanel id={positionsId}>{positions}</PositionsPanel>}
    </Root>
  );
}
