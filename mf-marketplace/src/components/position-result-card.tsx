import type { BrowsedPosition } from '@benchlink/contracts/applications';
import { paths } from '@benchlink/contracts/paths';
import { referralLabel, type ReferralTerms } from '@benchlink/contracts/referral';
import { Chip, formatDate, formatPositionRate, MutedText, pluralize, visuallyHidden } from '@benchlink/design-system';
import { ProseText } from '@benchlink/design-system/listings';
import { ApplyButton, ButtonLink, positionCardFields, TextLink } from '@benchlink/domain-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ReferenceNames } from '../hooks/use-reference-names';
import {
  CompactChips,
  CompactListingCard,
  DetailsBlock,
  MetaLine,
  skillLabel,
  SummaryRow,
} from './compact-listing-card';
import { CompanyLogo } from './company-logo';
import { MatchReasons, MatchScore } from './match-summary';

/** A link beside the card's small buttons, drawn as one of them. */
const CardLink = styled(ButtonLink).attrs({ $size: 'small', $variant: 'secondary' } as const)``;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Rate = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** Beside the title: the status of a position that is not open, and the project's referral terms. */
function Badges({ status, referral }: { status: ReactNode; referral: ReferralTerms | undefined }) {
  return (
    <>
      {status}
      {referral && <Chip label={referralLabel(referral)} tone="success" />}
    </>
  );
}

export interface PositionResultCardProps {
  position: BrowsedPosition;
  names: ReferenceNames;
  onApply: (position: BrowsedPosition) => void;
  /** The company's logo and a link to its page; left out on that company's own page. */
  showCompany?: boolean;
}

/**
 * A browsed position: title and rate, the company, project and dates, the tech stack, the fit with the chosen talent
 * when there is one, Apply, the project link and the caller's applications; See job details opens the description.
 */
export function PositionResultCard({ position, names, onApply, showCompany = true }: PositionResultCardProps) {
  const fields = positionCardFields(position);
  const { project, company, match } = position;
  return (
    <CompactListingCard
      title={`${fields.seniority} ${fields.role}`.trim()}
      edge={fields.isActive ? 'success' : 'muted'}
      badges={<Badges status={!fields.isActive && fields.status} referral={project.referral} />}
      logo={showCompany ? <CompanyLogo name={company.name} image={company.image} /> : undefined}
      aside={
        <>
          {match && <MatchScore match={match} />}
          <Rate>
            <Hidden>Rate </Hidden>
            {formatPositionRate(fields.rate)}
          </Rate>
        </>
      }
      meta={
        <MetaLine>
          {showCompany && (
            <span>
              <TextLink to={paths.company.href(company.id)}>{company.name}</TextLink>
            </span>
          )}
          <span>
            <TextLink to={paths.project.href(position.projectId)} aria-label={`View project ${project.name}`}>
              {project.name}
            </TextLink>
          </span>
          {project.startDate && <span>Starts {formatDate(project.startDate)}</span>}
          {project.partnerOnly && <span>Partners only</span>}
          <span>
            <Hidden>Hours: </Hidden>
            {fields.hoursPerWeek} h/w
          </span>
          <span>
            <Hidden>Work mode: </Hidden>
            {position.workMode.map(names.workMode).join(', ') || '—'}
          </span>
          {/* A remote position has no place. */}
          {position.locations.length > 0 && (
            <span>
              <Hidden>Location: </Hidden>
              {position.locations.map(names.location).join(', ')}
            </span>
          )}
        </MetaLine>
      }
      expandLabel="See job details"
      details={
        <>
          {!fields.isActive && fields.closeReason && (
            <DetailsBlock title="Close reason">
              <ProseText>{fields.closeReason}</ProseText>
            </DetailsBlock>
          )}
          <DetailsBlock title="Posted">
            <ProseText>{formatDate(project.datePosted)}</ProseText>
          </DetailsBlock>
          <DetailsBlock title="Description">
            <ProseText>{fields.description}</ProseText>
          </DetailsBlock>
          <DetailsBlock title="Responsibilities">
            {fields.responsibilities.length > 0 ? (
              <List>
                {fields.responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            ) : (
              <MutedText>No selected responsibilities</MutedText>
            )}
          </DetailsBlock>
          <DetailsBlock title="Hiring process">
            {fields.hiringProcess ? (
              <ProseText>{fields.hiringProcess}</ProseText>
            ) : (
              <MutedText>Not described</MutedText>
            )}
          </DetailsBlock>
          <DetailsBlock title="Minimum experience">
            <ProseText>
              {fields.minYearsExperience != null
                ? `${fields.minYearsExperience}+ ${pluralize(fields.minYearsExperience, 'year')}`
                : 'Not specified'}
            </ProseText>
          </DetailsBlock>
        </>
      }
      footer={
        <>
          <ApplyButton onApply={() => onApply(position)} />
          {position.myApplicationCount > 0 && (
            <CardLink
              to={paths.companyApplications.href()}
            >{`View Applications (${position.myApplicationCount})`}</CardLink>
          )}
        </>
      }
    >
      <SummaryRow>
        <CompactChips
          groups={[
            {
              label: 'Required tech stack',
              tone: 'primary',
              items: position.requiredSkills.map((skill) => skillLabel(names.skill(skill.skillId), skill.months)),
            },
            { label: 'Optional tech stack', tone: 'neutral', items: position.optionalSkills.map(names.skill) },
          ]}
        />
      </SummaryRow>
      {match && <MatchReasons match={match} />}
    </CompactListingCard>
  );
}
