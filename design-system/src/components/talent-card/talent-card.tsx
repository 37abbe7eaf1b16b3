import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  BuildingIcon,
  Chip,
  formatDuration,
  formatPositionRate,
  MutedText,
  type PositionRate,
  type YearsMonths,
} from '@benchlink/design-system';
import {
  ChipSection,
  FactGrid,
  ListingBlockTitle,
  ListingCard,
  ProseText,
  joinOrDash,
  skillWithMonths,
} from '../listing-card/listing-card';

/** One skill of a talent with its months of experience. */
export interface TalentCardSkill {
  name: string;
  months?: number;
}

const Company = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
`;

export interface TalentCardProps {
  /** The role's name, e.g. 'Front-End Developer'. */
  role: string;
  /** The seniority's label, e.g. 'Senior'. */
  seniority: string;
  /** Total experience as years and months. */
  experience: Partial<YearsMonths>;
  /** Rate range in whole euros; neither end shows 'Rate not specified'. */
  rate: PositionRate;
  /** Work mode names (Office, Hybrid, Remote). */
  workModes: ReadonlyArray<string>;
  /** Location names; none shows a dash. */
  locations: ReadonlyArray<string>;
  /** Skill names with the months of experience in each. */
  skills: ReadonlyArray<TalentCardSkill>;
  /** An inactive talent shows an INACTIVE marker. */
  isActive: boolean;
  /** The talent's bio, revealed by See bio. */
  bio?: string;
  /** The owning company, when the viewer may know it (a line under the title, a name or a link). */
  companyName?: ReactNode;
  /** Icon buttons in the top right corner (e.g. edit and delete for the owner). */
  actions?: ReactNode;
  /** Buttons or links under the card, before the See bio toggle. */
  footer?: ReactNode;
  /** Starts with the bio open. */
  defaultExpanded?: boolean;
}

/**
 * A bench talent: title from seniority and role, experience, rate, work modes, locations and skills with months,
 * an INACTIVE marker when not active, and See bio / Collapse revealing the bio.
 */
export function TalentCard({
  role,
  seniority,
  experience,
  rate,
  workModes,
  locations,
  skills,
  isActive,
  bio,
  companyName,
  actions,
  footer,
  defaultExpanded = false,
}: TalentCardProps) {
  return (
    <ListingCard
      title={`${seniority} ${role}`.trim()}
      badge={!isActive && <Chip label="INACTIVE" tone="neutral" />}
      subtitle={
        companyName && (
          <Company>
            <BuildingIcon size={14} />
            {companyName}
          </Company>
        )
      }
      actions={actions}
      isActive={isActive}
      activeEdge="primary"
      titleBasis="220px"
      detailsGap={2}
      expandLabel="See bio"
      footer={footer}
      defaultExpanded={defaultExpanded}
      details={
        <>
          <ListingBlockTitle>Bio</ListingBlockTitle>
          {bio ? <ProseText>{bio}</ProseText> : <MutedText>No bio yet</MutedText>}
        </>
      }
    >
      <FactGrid
        columnMin="130px"
        facts={[
          { label: 'Experience', value: formatDuration(experience) },
          { label: 'Rate', value: formatPositionRate(rate) },
          { label: 'Work mode', value: joinOrDash(workModes) },
          { label: 'Location', value: joinOrDash(locations) },
        ]}
      />
      <ChipSection title="Skills" items={skills.map(skillWithMonths)} emptyText="No skills selected" />
    </ListingCard>
  );
}
