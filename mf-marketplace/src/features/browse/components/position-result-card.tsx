import type { BrowsedPosition } from '@benchlink/contracts/applications';
import { paths } from '@benchlink/contracts/paths';
import { Button, formatDate, PositionCard, visuallyHidden } from '@benchlink/design-system';
import { positionCardFields, TextLink } from '@benchlink/domain-ui';
import styled from 'styled-components';
import { ButtonLink } from './button-link';

const Meta = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin-right: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Names of the reference ids a card shows. */
export interface ReferenceNames {
  skill: (id: number) => string;
  workMode: (id: number) => string;
  location: (id: number) => string;
}

export interface PositionResultCardProps {
  position: BrowsedPosition;
  names: ReferenceNames;
  onApply: (position: BrowsedPosition) => void;
}

/** A browsed position: the design-system card with Apply, the project and company links and the caller's applications. */
export function PositionResultCard({ position, names, onApply }: PositionResultCardProps) {
  return (
    <PositionCard
      {...positionCardFields(position)}
      subtitle={
        <Meta>
          <span>{position.project.name}</span>
          <span>Posted {formatDate(position.project.datePosted)}</span>
          {position.project.startDate && <span>Starts {formatDate(position.project.startDate)}</span>}
          {position.project.partnerOnly && <span>Partners only</span>}
        </Meta>
      }
      locations={position.location !== undefined ? [names.location(position.location)] : []}
      workModes={position.workMode.map(names.workMode)}
      requiredSkills={position.requiredSkills.map((skill) => ({
        name: names.skill(skill.skillId),
        months: skill.months,
      }))}
      optionalSkills={position.optionalSkills.map(names.skill)}
      footer={
        <>
          <Button onClick={() => onApply(position)}>Apply</Button>
          {position.myApplicationCount > 0 && (
            <ButtonLink
              to={paths.companyApplications.href()}
            >{`View Applications (${position.myApplicationCount})`}</ButtonLink>
          )}
          <Links>
            <TextLink to={paths.project.href(position.projectId)}>
              {'View project '}
              <Hidden>{position.project.name}</Hidden>
            </TextLink>
            <TextLink to={paths.company.href(position.company.id)}>{position.company.name}</TextLink>
          </Links>
        </>
      }
    />
  );
}
