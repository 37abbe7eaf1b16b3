import { workModesQueryOptions } from '@benchlink/api-client';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import { paths } from '@benchlink/contracts/paths';
import { type Position } from '@benchlink/contracts/positions';
import { Card } from '@benchlink/design-system';
import { positionActivity, StatusChip, TermList, TextLink } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatRate, roleTitle } from '../utils/format';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Details = styled(TermList)`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** What is being applied to: the position's title, project, rate, hours, work modes and status. */
export function PositionSummary({ position }: { position: Position }) {
  const workModes = useQuery(workModesQueryOptions);
  const isOpen = position.statusId === OPENED_STATUS_ID;
  const workModeNames = workModes.data
    ?.filter((mode) => position.workMode.includes(mode.id))
    .map((mode) => mode.name)
    .join(', ');
  const title = roleTitle(position.seniorityLabel, position.role.name);
  return (
    <Card aria-label={`Position ${title}`}>
      <Header>
        <Title>{title}</Title>
        <StatusChip kind="position" status={positionActivity(isOpen)} />
      </Header>
      <Details
        layout="fit"
        items={[
          {
            term: 'Project',
            value: <TextLink to={paths.project.href(position.project.id)}>{position.project.name}</TextLink>,
          },
          { term: 'Rate', value: formatRate(position.rate) ?? '—' },
          { term: 'Hours', value: `${position.hoursPerWeek} h/w` },
          { term: 'Work modes', value: workModeNames || '—' },
          { term: 'Status', value: isOpen ? position.status : (position.customCloseReason ?? position.status) },
        ]}
      />
    </Card>
  );
}
