import { workModesQueryOptions } from '@benchlink/api-client';
import { OPENED_STATUS_ID, paths, type Position } from '@benchlink/contracts';
import { Card, Chip } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatRate, roleTitle } from '../utils/format';
import { TextLink } from './table-parts';

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

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
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
        <Chip label={isOpen ? 'ACTIVE' : 'INACTIVE'} tone={isOpen ? 'success' : 'neutral'} />
      </Header>
      <Details>
        <Item>
          <Term>Project</Term>
          <Value>
            <TextLink to={paths.project.href(position.project.id)}>{position.project.name}</TextLink>
          </Value>
        </Item>
        <Item>
          <Term>Rate</Term>
          <Value>{formatRate(position.rate) ?? '—'}</Value>
        </Item>
        <Item>
          <Term>Hours</Term>
          <Value>{`${position.hoursPerWeek} h/w`}</Value>
        </Item>
        <Item>
          <Term>Work modes</Term>
          <Value>{workModeNames || '—'}</Value>
        </Item>
        <Item>
          <Term>Status</Term>
          <Value>{isOpen ? position.status : (position.customCloseReason ?? position.status)}</Value>
        </Item>
      </Details>
    </Card>
  );
}
