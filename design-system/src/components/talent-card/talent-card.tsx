import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDuration, pluralize, type YearsMonths } from '../../formatters/formatters';
import { Button } from '../button/button';
import { Chip } from '../chip/chip';
import { BuildingIcon, ChevronDownIcon, ChevronUpIcon } from '../icons/icons';
import { formatPositionRate, type PositionRate } from '../position-card/position-card';

/** One skill of a talent with its months of experience. */
export interface TalentCardSkill {
  name: string;
  months?: number;
}

const Root = styled.article<{ $isActive: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $isActive }) => ($isActive ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
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
  flex: 1 1 220px;
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

const Company = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  svg { flex: none; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
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

const Block = styled.div`
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

const Bio = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  > * { max-width: 100%; }
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
  /** The talent's bio, revealed by SEE BIO. */
  bio?: string;
  /** The owning company, when the viewer may know it (a line under the title, a name or a link). */
  companyName?: ReactNode;
  /** Icon buttons in the top right corner (e.g. edit and delete for the owner). */
  actions?: ReactNode;
  /** Buttons or links under the card, before the SEE BIO toggle. */
  footer?: ReactNode;
  /** Starts with the bio open. */
  defaultExpanded?: boolean;
}

function skillLabel(skill: TalentCardSkill): string {
  if (!skill.months) return skill.name;
  return `${skill.name} · ${skill.months} ${pluralize(skill.months, 'month')}`;
}

/**
 * A bench talent: title from seniority and role, experience, rate, work modes, locations and skills with months,
 * an INACTIVE marker when not active, and SEE BIO / COLLAPSE revealing the bio.
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
  const [isExpanded, setIsExpanded] = useState(defaultExpanded);
  const bioId = useId();
  const titleId = useId();
  const title = `${seniority} ${role}`.trim();
  return (
    <Root $isActive={isActive} aria-labelledby={titleId}>
      <Header>
        <TitleBlock>
          <TitleRow>
            <Title id={titleId}>{title}</Title>
            {!isActive && <Chip label="INACTIVE" tone="neutral" />}
          </TitleRow>
          {companyName && (
            <Company>
              <BuildingIcon size={14} />
              {companyName}
            </Company>
          )}
        </TitleBlock>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      <Facts>
        <Fact>
          <dt>Experience</dt>
          <dd>{formatDuration(experience)}</dd>
        </Fact>
        <Fact>
          <dt>Rate</dt>
          <dd>{formatPositionRate(rate)}</dd>
        </Fact>
        <Fact>
          <dt>Work mode</dt>
          <dd>{workModes.length > 0 ? workModes.join(', ') : '—'}</dd>
        </Fact>
        <Fact>
          <dt>Location</dt>
          <dd>{locations.length > 0 ? locations.join(', ') : '—'}</dd>
        </Fact>
      </Facts>
      <Block>
        <BlockTitle>Skills</BlockTitle>
        {skills.length === 0 ? (
          <Muted>No skills selected</Muted>
        ) : (
          <Tags aria-label="Skills">
            {skills.map((skill) => (
              <li key={skill.name}>
                <Chip label={skillLabel(skill)} tone="primary" />
              </li>
            ))}
          </Tags>
        )}
      </Block>
      {isExpanded && (
        <Bio id={bioId}>
          <BlockTitle>Bio</BlockTitle>
          {bio ? <Text>{bio}</Text> : <Muted>No bio yet</Muted>}
        </Bio>
      )}
      <Footer>
        {footer}
        <Button
          variant="text"
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? bioId : undefined}
          endIcon={isExpanded ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
          onClick={() => setIsExpanded((current) => !current)}
        >
          {isExpanded ? 'COLLAPSE' : 'SEE BIO'}
        </Button>
      </Footer>
    </Root>
  );
}
