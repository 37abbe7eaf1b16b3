import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatPositionRate, MutedText, pluralize, type PositionRate } from '@benchlink/design-system';
import {
  ChipSection,
  FactGrid,
  ListingCard,
  ListingSection,
  ProseText,
  joinOrDash,
  skillWithMonths,
} from '../listing-card/listing-card';

const Subtitle = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const CloseReason = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface PositionCardProps {
  /** The role's name, e.g. 'Front-End Developer'. */
  role: string;
  /** The seniority's label, e.g. 'Senior'. */
  seniority: string;
  /** A line under the title, e.g. the project's name or a link to it. */
  subtitle?: ReactNode;
  rate: PositionRate;
  hoursPerWeek: number;
  /** Location names; none shows a dash. */
  locations: ReadonlyArray<string>;
  /** Work mode names (Office, Hybrid, Remote). */
  workModes: ReadonlyArray<string>;
  /** Required skill names, optionally with the months of experience asked for. */
  requiredSkills: ReadonlyArray<string | { name: string; months?: number }>;
  optionalSkills: ReadonlyArray<string>;
  /** An opened position: a coloured edge, where a position with any other status has a grey one. */
  isActive: boolean;
  /**
   * The status chip beside the title (ACTIVE or INACTIVE). The app picks its words and colour: the design system
   * knows no product states.
   */
  status: ReactNode;
  /** Why a position that is not open was closed (the status name or the custom reason). */
  closeReason?: string;
  description: string;
  responsibilities: ReadonlyArray<string>;
  hiringProcess?: string;
  minYearsExperience?: number | null;
  /** Icon buttons in the top right corner (owner actions). */
  actions?: ReactNode;
  /** Primary buttons under the card (Review Applications, Apply, View Applications). */
  footer?: ReactNode;
  /** Starts with the details open. */
  defaultExpanded?: boolean;
}

function skillLabel(skill: string | { name: string; months?: number }): string {
  return typeof skill === 'string' ? skill : skillWithMonths(skill);
}

/**
 * A position as the owner and the marketplace show it: title from seniority and role, rate, hours, places and
 * tech stack, a status chip, and See job details / Collapse revealing the description and hiring details.
 */
export function PositionCard({
  role,
  seniority,
  subtitle,
  rate,
  hoursPerWeek,
  locations,
  workModes,
  requiredSkills,
  optionalSkills,
  isActive,
  status,
  closeReason,
  description,
  responsibilities,
  hiringProcess,
  minYearsExperience,
  actions,
  footer,
  defaultExpanded = false,
}: PositionCardProps) {
  return (
    <ListingCard
      title={`${seniority} ${role}`.trim()}
      badge={status}
      subtitle={subtitle && <Subtitle>{subtitle}</Subtitle>}
      actions={actions}
      isActive={isActive}
      activeEdge="success"
      titleBasis="240px"
      hasNarrowPadding
      detailsGap={4}
      expandLabel="See job details"
      footer={footer}
      defaultExpanded={defaultExpanded}
      details={
        <>
          <ListingSection title="Description">
            <ProseText>{description}</ProseText>
          </ListingSection>
          <ListingSection title="Responsibilities">
            {responsibilities.length > 0 ? (
              <List>
                {responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            ) : (
              <MutedText>No selected responsibilities</MutedText>
            )}
          </ListingSection>
          <ListingSection title="Hiring process">
            {hiringProcess ? <ProseText>{hiringProcess}</ProseText> : <MutedText>Not described</MutedText>}
          </ListingSection>
          <ListingSection title="Minimum experience">
            <ProseText>
              {minYearsExperience != null
                ? `${minYearsExperience}+ ${pluralize(minYearsExperience, 'year')}`
                : 'Not specified'}
            </ProseText>
          </ListingSection>
        </>
      }
    >
      {!isActive && closeReason && (
        <CloseReason>
          <strong>Close reason:</strong> {closeReason}
        </CloseReason>
      )}
      <FactGrid
        columnMin="120px"
        facts={[
          { label: 'Rate', value: formatPositionRate(rate) },
          { label: 'Hours', value: `${hoursPerWeek} h/w` },
          { label: 'Location', value: joinOrDash(locations) },
          { label: 'Work mode', value: joinOrDash(workModes) },
        ]}
      />
      <ChipSection title="Required tech stack" items={requiredSkills.map(skillLabel)} emptyText="None" />
      {optionalSkills.length > 0 && <ChipSection title="Optional tech stack" items={optionalSkills} emptyText="None" />}
    </ListingCard>
  );
}
