import { AVAILABILITY_NOT_CONFIRMED_TEXT } from '@benchlink/contracts/availability';
import { paths } from '@benchlink/contracts/paths';
import type { Talent } from '@benchlink/contracts/talents';
import {
  Chip,
  formatDate,
  formatDuration,
  formatPositionRate,
  MutedText,
  visuallyHidden,
} from '@benchlink/design-system';
import { ProseText } from '@benchlink/design-system/listings';
import { TextLink } from '@benchlink/domain-ui';
import styled from 'styled-components';
import type { ReferenceNames } from '../hooks/use-reference-names';
import { CompactChips, CompactFacts, CompactListingCard, DetailsBlock, skillLabel } from './compact-listing-card';
import { MatchReasons, MatchScore } from './match-summary';

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Rate = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

const TalentLink = styled(TextLink)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** 'Available from 2030-03-01'. */
export const availableFromText = (date: string) => `Available from ${formatDate(date)}`;

/** How fresh the talent's availability is, as its readers are told: not confirmed lately, and from when. */
function AvailabilityChips({ talent }: { talent: Talent }) {
  return (
    <>
      {talent.availabilityStatus === 'UNCONFIRMED' && <Chip label={AVAILABILITY_NOT_CONFIRMED_TEXT} tone="warning" />}
      {talent.availableFrom && <Chip label={availableFromText(talent.availableFrom)} tone="info" />}
    </>
  );
}

export interface TalentResultCardProps {
  talent: Talent;
  names: ReferenceNames;
  /** A link to the talent's company when the reader may know it; left out on that company's own page. */
  showCompany?: boolean;
}

/**
 * A browsed talent: title and rate, its company, experience and places, availability, skills with months, and the
 * fit with the chosen position when there is one; See bio opens the bio.
 */
export function TalentResultCard({ talent, names, showCompany = true }: TalentResultCardProps) {
  const { match } = talent;
  const workModes = talent.workModes.map(names.workMode);
  const locations = talent.locations.map(names.location);
  const company =
    showCompany && talent.companyId !== undefined && talent.companyName
      ? { id: talent.companyId, name: talent.companyName }
      : undefined;
  return (
    <CompactListingCard
      title={`${talent.seniorityLabel} ${talent.role.name}`.trim()}
      edge={talent.active ? 'primary' : 'muted'}
      badges={
        <>
          {!talent.active && <Chip label="INACTIVE" tone="neutral" />}
          <AvailabilityChips talent={talent} />
        </>
      }
      aside={
        <>
          {match && <MatchScore match={match} />}
          <Rate>
            <Hidden>Rate </Hidden>
            {formatPositionRate(talent.rate)}
          </Rate>
        </>
      }
      meta={
        <CompactFacts
          facts={[
            ...(company
              ? [{ label: 'Company', value: <TextLink to={paths.company.href(company.id)}>{company.name}</TextLink> }]
              : []),
            { label: 'Experience', value: formatDuration(talent.experience.totalTime) },
            { label: 'Work mode', value: workModes.length > 0 ? workModes.join(', ') : '—' },
            ...(locations.length > 0 ? [{ label: 'Location', value: locations.join(', ') }] : []),
          ]}
        />
      }
      expandLabel="See bio"
      details={
        <DetailsBlock title="Bio">
          {talent.description ? <ProseText>{talent.description}</ProseText> : <MutedText>No bio yet</MutedText>}
        </DetailsBlock>
      }
      footer={<TalentLink to={paths.talent.href(talent.id)}>View talent</TalentLink>}
    >
      {talent.experience.skills.length > 0 ? (
        <CompactChips
          groups={[
            {
              label: 'Skills',
              tone: 'primary',
              items: talent.experience.skills.map((skill) => skillLabel(names.skill(skill.skillId), skill.months)),
            },
          ]}
        />
      ) : (
        <MutedText>No skills selected</MutedText>
      )}
      {match && <MatchReasons match={match} />}
    </CompactListingCard>
  );
}
