import { talentCvUrl } from '@benchlink/api-client';
import type { Talent } from '@benchlink/contracts/talents';
import {
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  Chip,
  formatDuration,
  formatPositionRate,
  MutedText,
  pluralize,
} from '@benchlink/design-system';
import { CardHeader, ChipList, FactGrid, ProseText } from '@benchlink/design-system/listings';
import { textLinkStyles } from '@benchlink/domain-ui';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TalentCardContent } from '../hooks/use-talent-names';
import { cvTypeName, formatFileSize } from '../utils/cv';
import { OwnAvailability } from './talent-availability';

// The design system's TalentCard titles a talent by seniority and role, the only name other companies know. Its own
// company knows it by its reference, with the role under it, and manages its availability and CV on the card.

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
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const TitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
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

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
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

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    max-width: 100%;
  }
`;

const Download = styled.a`
  ${textLinkStyles}
`;

/** 'React · 24 months', as the design system's cards label a skill. */
const skillLabel = ({ name, months }: { name: string; months?: number }) =>
  months ? `${name} · ${months} ${pluralize(months, 'month')}` : name;

export interface OwnTalentCardProps {
  talent: Talent;
  /** The talent's names from the reference lists (`useTalentNames().toCard`). */
  content: TalentCardContent;
  /** Icon buttons in the top right corner (edit, delete). */
  actions?: ReactNode;
  /** Buttons before the See bio toggle. */
  footer?: ReactNode;
  defaultExpanded?: boolean;
  /** The title's heading level: h2 right under a page title, h3 in a list under a section. */
  titleAs?: 'h2' | 'h3';
}

/**
 * A talent of the own bench: its reference as the title with seniority and role under it, its availability with
 * 'Confirm availability', experience, rate, places, its stored CV, skills, and the bio behind See bio.
 */
export function OwnTalentCard({
  talent,
  content,
  actions,
  footer,
  defaultExpanded = false,
  titleAs = 'h3',
}: OwnTalentCardProps) {
  const [isExpanded, setIsExpanded] = useState(defaultExpanded);
  const titleId = useId();
  const subtitleId = useId();
  const detailsId = useId();
  const reference = talent.reference ?? `${content.seniority} ${content.role}`.trim();
  return (
    <Root $isActive={content.isActive} aria-labelledby={`${titleId} ${subtitleId}`}>
      <CardHeader>
        <TitleBlock>
          <TitleRow>
            <Title id={titleId} as={titleAs}>
              {reference}
            </Title>
            {!content.isActive && <Chip label="INACTIVE" tone="neutral" />}
          </TitleRow>
          <Subtitle id={subtitleId}>{`${content.seniority} ${content.role}`.trim()}</Subtitle>
        </TitleBlock>
        {actions && <Actions>{actions}</Actions>}
      </CardHeader>
      <OwnAvailability talent={talent} talentName={reference} />
      <FactGrid
        columnMin="130px"
        facts={[
          { label: 'Experience', value: formatDuration(content.experience) },
          { label: 'Rate', value: formatPositionRate(content.rate) },
          { label: 'Work mode', value: content.workModes.length > 0 ? content.workModes.join(', ') : '—' },
          { label: 'Location', value: content.locations.length > 0 ? content.locations.join(', ') : '—' },
          {
            label: 'CV',
            value: talent.cv ? (
              // The card's title tells which talent's CV a link in a list of cards downloads.
              <Download href={talentCvUrl(talent.id)} download aria-describedby={titleId}>
                Download {cvTypeName(talent.cv.type)}, {formatFileSize(talent.cv.size)}
              </Download>
            ) : (
              'None stored'
            ),
          },
        ]}
      />
      <Block>
        <BlockTitle>Skills</BlockTitle>
        {content.skills.length === 0 ? (
          <MutedText>No skills selected</MutedText>
        ) : (
          <ChipList
            label="Skills"
            items={content.skills.map((skill) => ({ key: skill.name, label: skillLabel(skill) }))}
          />
        )}
      </Block>
      {isExpanded && (
        <Details id={detailsId}>
          <BlockTitle>Bio</BlockTitle>
          {content.bio ? <ProseText>{content.bio}</ProseText> : <MutedText>No bio yet</MutedText>}
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
          {isExpanded ? 'Collapse' : 'See bio'}
        </Button>
      </Footer>
    </Root>
  );
}
