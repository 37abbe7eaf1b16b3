import { receivedApplicationsOverviewQueryOptions, waitingForDecision } from '@benchlink/api-client';
import { type ReceivedOverview } from '@benchlink/contracts/applications';
import { paths } from '@benchlink/contracts/paths';
import {
  countWithNoun,
  EmptyState,
  ErrorAlert,
  formatDate,
  PeopleIcon,
  SkeletonList,
  type DataTableColumn,
} from '@benchlink/design-system';
import { TextLink } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { CellStack, Muted, StackedTable } from './table-parts';

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** An undecided count stands out: those wait for the company. */
const Waiting = styled.strong<{ $some: boolean }>`
  color: ${({ theme, $some }) => ($some ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ theme, $some }) => ($some ? theme.font.weight.bold : theme.font.weight.regular)};
`;

const columns: DataTableColumn<ReceivedOverview>[] = [
  {
    key: 'position',
    header: 'POSITION (PROJECT)',
    render: (position) => (
      <CellStack $minWidth="12rem">
        <TextLink to={paths.positionApplications.href(position.positionId)}>{position.positionTitle}</TextLink>
        <Muted>{position.projectName}</Muted>
      </CellStack>
    ),
  },
  {
    key: 'inProgress',
    header: 'IN PROGRESS',
    align: 'center',
    render: (position) => <Waiting $some={position.inProgress > 0}>{position.inProgress}</Waiting>,
  },
  { key: 'accepted', header: 'ACCEPTED', align: 'center', render: (position) => position.accepted },
  { key: 'denied', header: 'DENIED', align: 'center', render: (position) => position.denied },
  {
    key: 'activity',
    header: 'LAST ACTIVITY',
    render: (position) => formatDate(position.lastActivityDateTime),
  },
];

/** The Received view: every position of the company that has applications, latest activity first. */
export function ReceivedOverviewList() {
  const overview = useQuery(receivedApplicationsOverviewQueryOptions());
  const positions = overview.data;
  if (overview.isPending) return <SkeletonList rows={3} label="Loading applications" shape="table" />;
  if (!positions)
    return (
      <ErrorAlert
        title="Failed to load application(s)"
        message={overview.error?.message ?? ''}
        onRetry={() => void overview.refetch()}
      />
    );
  if (positions.length === 0)
    return (
      <EmptyState
        icon={<PeopleIcon />}
        title="No applications received"
        description="When a company applies to one of your positions, it appears here and you are notified."
      />
    );
  const waiting = waitingForDecision(positions);
  return (
    <>
      <Count>
        {countWithNoun(positions.length, 'Position')}
        {waiting > 0 ? ` · ${waiting} waiting for your decision` : ''}
      </Count>
      <StackedTable
        caption="Positions of the company that received applications"
        columns={columns}
        rows={positions}
        getRowId={(position) => position.positionId}
        emptyText="No applications received"
      />
    </>
  );
}
