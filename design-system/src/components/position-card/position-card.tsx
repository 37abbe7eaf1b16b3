import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Chip } from '../chip/chip';
import { ChevronDownIcon, ChevronUpIcon } from '../icons/icons';
import { pluralize } from '../../formatters/formatters';

/** A position's rate range in whole euros; either end may be missing. */
export interface PositionRate {
  min?: number | null;
  max?: number | null;
}

export const RATE_NOT_SPECIFIED = 'Rate not specified';

/**
 * A rate range as the cards show it, in euros per hour.
 * @example formatPositionRate({ min: 40, max: 60 }) // '€ 40–60 /h'
 */
export function formatPositionRate(rate: PositionRate | null | undefined): string {
  const min = rate?.min ?? null;
  const max = rate?.max ?? null;
  if (min === null && max === null) return RATE_NOT_SPECIFIED;
  if (min !== null && max !== null && min !== max) return `€ ${min}–${max} /h`;
  return `€ ${min ?? max} /h`;
}

const Root = styled.article<{ $isActive: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $isActive }) => ($isActive ? theme.colors.success : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  @media (max-width: 600px) { padding: ${({ theme }) => theme.space(4)}; }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const TitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
  flex: 1 1 240px;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Subtitle = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const StackBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const BlockTitle = styled.h4`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li { max-width: 100%; }
`;

const Muted = styled.p`
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
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  > * { max-width: 100%; }
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
  /** Opened positions show ACTIVE, every other status INACTIVE. */
  isActive: boolean;
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
  if (typeof skill === 'string') return skill;
  if (!skill.months) return skill.name;
  return `${skill.name} · ${skill.months} ${pluralize(skill.months, 'month')}`;
}

function SkillTags({ title, skills }: { title: string; skills: ReadonlyArray<string> }) {
  return (
    <StackBlock>
      <BlockTitle>{title}</BlockTitle>
      {skills.length === 0 ? (
        <Muted>None</Muted>
      ) : (
        <Tags aria-label={title}>
          {skills.map((skill) => (
            <li key={skill}>
              <Chip label={skill} tone="primary" />
            </li>
          ))}
        </Tags>
      )}
    </StackBlock>
  );
}

/**
 * A position as the owner and the marketplace show it: title from seniority and role, rate, hours, places and
 * tech stack, a status chip, and SEE JOB DETAILS / COLLAPSE revealing the description and hiring details.
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
  closeReason,
  description,
  responsibilities,
  hiringProcess,
  minYearsExperience,
  actions,
  footer,
  defaultExpanded = false,
}: PositionCardProps) {
  const [isExpanded, setIsExpanded] = useState(defaultExpanded);
  const detailsId = useId();
  const titleId = useId();
  const title = `${seniority} ${role}`.trim();
  return (
    <Root $isActive={isActive} aria-labelledby={titleId}>
      <Header>
        <TitleBlock>
          <TitleRow>
            <Title id={titleId}>{title}</Title>
            <Chip label={isActive ? 'ACTIVE' : 'INACTIVE'} tone={isActive ? 'success' : 'neutral'} />
          </TitleRow>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </TitleBlock>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {!isActive && closeReason && (
        <CloseReason>
          <strong>Close reason:</strong> {closeReason}
        </CloseReason>
      )}
      <Facts>
        <Fact>
          <dt>Rate</dt>
          <dd>{formatPositionRate(rate)}</dd>
        </Fact>
        <Fact>
          <dt>Hours</dt>
          <dd>{hoursPerWeek} h/w</dd>
        </Fact>
        <Fact>
          <dt>Location</dt>
          <dd>{locations.length > 0 ? locations.join(', ') : '—'}</dd>
        </Fact>
        <Fact>
          <dt>Work mode</dt>
          <dd>{workModes.length > 0 ? workModes.join(', ') : '—'}</dd>
        </Fact>
      </Facts>
      <SkillTags title="Required tech stack" skills={requiredSkills.map(skillLabel)} />
      {optionalSkills.length > 0 && <SkillTags title="Optional tech stack" skills={optionalSkills} />}
      {isExpanded && (
        <Details id={detailsId}>
          <StackBlock>
            <BlockTitle>Description</BlockTitle>
            <Text>{description}</Text>
          </StackBlock>
          <StackBlock>
            <BlockTitle>Responsibilities</BlockTitle>
            {responsibilities.length > 0 ? (
              <List>
                {responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            ) : (
              <Muted>No selected responsibilities</Muted>
            )}
          </StackBlock>
          <StackBlock>
            <BlockTitle>Hiring process</BlockTitle>
            {hiringProcess ? <Text>{hiringProcess}</Text> : <Muted>Not described</Muted>}
          </StackBlock>
          <StackBlock>
            <BlockTitle>Minimum experience</BlockTitle>
            <Text>
              {minYearsExperience != null ? `${minYearsExperience}+ ${pluralize(minYearsExperience, 'year')}` : 'Not specified'}
            </Text>
          </StackBlock>
        </Details>
      )}
      <Footer>
        {footer}
        <Button
          variant="text"
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? detailsId : undefined}
          endIcon={isExpanded ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
          onClick={() => setIsExpanded((current) => !current)}
        >
          {isExpanded ? 'COLLAPSE' : 'SEE JOB DETAILS'}
        </Button>
      </Footer>
    </Root>
  );
}
