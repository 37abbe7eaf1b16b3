import {
  receivedApplicationsOverviewQueryOptions,
  sentApplicationsOverviewQueryOptions,
  waitingForDecision,
} from '@benchlink/api-client';
import { type ApplicationOverview } from '@benchlink/contracts/applications';
import { paths } from '@benchlink/contracts/paths';
import {
  BriefcaseIcon,
  ChevronRightIcon,
  countWithNoun,
  EmptyState,
  ErrorAlert,
  focusRing,
  formatCount,
  PageHeader,
  SkeletonList,
  type DataTableColumn,
} from '@benchlink/design-system';
import { TextLink } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ApplicationStatusChip } from './application-status-chip';
import { ReceivedOverviewList } from './received-overview';
import { SentApplicationsDialog } from './sent-applications-dialog';
import { ViewSwitch } from './view-switch';
import { CellStack, Muted, StackedTable } from './table-parts';

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The position's title opens its sent applications; it looks like a link so the row reads as clickable. */
const OpenButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  align-self: flex-start;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  ${focusRing}
  svg {
    flex-shrink: 0;
  }
`;

function columns(onOpen: (position: ApplicationOverview) => void): DataTableColumn<ApplicationOverview>[] {
  return [
    {
      key: 'position',
      header: 'POSITION (COMPANY)',
      render: (position) => (
        <CellStack $minWidth="12rem">
          <OpenButton type="button" aria-haspopup="dialog" onClick={() => onOpen(position)}>
            {position.positionTitle}
            <ChevronRightIcon size={16} />
          </OpenButton>
          <Muted>
            <TextLink to={paths.project.href(position.projectId)}>{position.projectName}</TextLink>
            {' ('}
            <TextLink to={paths.company.href(position.companyId)}>{position.companyName}</TextLink>
            {')'}
          </Muted>
        </CellStack>
      ),
    },
    {
      key: 'talents',
      header: '# OF TALENTS',
      align: 'center',
      // The count, and which of the company's talents applied, by its own references for them.
      render: (position) =>
        position.talentReferences.length === 0 ? (
          position.talentCount
        ) : (
          <CellStack $minWidth="6rem">
            <span>{position.talentCount}</span>
            <Muted>{position.talentReferences.join(', ')}</Muted>
          </CellStack>
        ),
    },
    { key: 'status', header: 'STATUS', render: (position) => <ApplicationStatusChip state={position.overallStatus} /> },
  ];
}

/** The Sent view: the positions the company has applied to, each opening the applications it sent. */
function SentOverviewList() {
  const overview = useQuery(sentApplicationsOverviewQueryOptions());
  const [openPosition, setOpenPosition] = useState<ApplicationOverview | null>(null);
  const positions = overview.data;

  return (
    <>
      {overview.isPending && <SkeletonList rows={3} label="Loading applications" shape="table" />}
      {overview.isError && !positions && (
        <ErrorAlert
          title="Failed to load application(s)"
          message={overview.error.message}
          onRetry={() => void overview.refetch()}
        />
      )}
      {positions && positions.length === 0 && <EmptyState icon={<BriefcaseIcon />} title="No applications" />}
      {positions && positions.length > 0 && (
        <>
          <Count>{countWithNoun(positions.length, 'Position')}</Count>
          <StackedTable
            caption="Positions the company has applied to"
            columns={columns(setOpenPosition)}
            rows={positions}
            getRowId={(position) => position.positionId}
            emptyText="No applications"
          />
        </>
      )}
      {openPosition && <SentApplicationsDialog position={openPosition} onClose={() => setOpenPosition(null)} />}
    </>
  );
}

export type ApplicationsView = 'received' | 'sent';

/** The view the address names (`?view=sent`); Received unless it says otherwise. */
export const viewOf = (value: string | null): ApplicationsView => (value === 'sent' ? 'sent' : 'received');

/**
 * 'Company Applications': what the company received (each of its positions with applications, opening the review)
 * and what it sent (the positions it applied to, opening its applications), one view at a time.
 */
export function CompanyApplications() {
  const [params] = useSearchParams();
  const view = viewOf(params.get('view'));
  const received = useQuery(receivedApplicationsOverviewQueryOptions());
  const waiting = waitingForDecision(received.data);
  const base = paths.companyApplications.href();

  return (
    <>
      <PageHeader title="Company Applications" />
      <ViewSwitch
        label="Applications"
        current={view}
        options={[
          {
            view: 'received',
            label: 'Received',
            to: `${base}?view=received`,
            ...(waiting > 0 ? { badge: formatCount(waiting) } : {}),
          },
          { view: 'sent', label: 'Sent', to: `${base}?view=sent` },
        ]}
      />
      {view === 'received' ? <ReceivedOverviewList /> : <SentOverviewList />}
    </>
  );
}
