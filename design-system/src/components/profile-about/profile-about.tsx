import styled from 'styled-components';
import { Card, Chip, ChipRow, Skeleton } from '@benchlink/design-system';
import { ProseText } from '../listing-card/listing-card';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface ProfileAboutProps {
  /** The card's heading, e.g. 'About the Company'. */
  title: string;
  /** Free text, shown with its line breaks. */
  description?: string | null;
  /** Shown when there is no description. */
  emptyDescriptionText: string;
  /** Heading of the tag list; also labels the list. */
  tagsTitle: string;
  tags: string[];
  /** Shows a skeleton in place of the tags while their labels load. */
  isLoadingTags?: boolean;
  /** Shown when there are no tags (and none are loading). */
  emptyTagsText: string;
}

/** 'About' card of a profile: the description text and a titled list of tag chips. */
export function ProfileAbout({
  title,
  description,
  emptyDescriptionText,
  tagsTitle,
  tags,
  isLoadingTags = false,
  emptyTagsText,
}: ProfileAboutProps) {
  return (
    <Card title={title}>
      {description ? <ProseText>{description}</ProseText> : <Muted>{emptyDescriptionText}</Muted>}
      <SubHeading>{tagsTitle}</SubHeading>
      {isLoadingTags && <Skeleton width="240px" height="28px" />}
      {!isLoadingTags && tags.length === 0 && <Muted>{emptyTagsText}</Muted>}
      {tags.length > 0 && (
        <ChipRow aria-label={tagsTitle}>
          {tags.map((tag) => (
            <li key={tag}>
              <Chip label={tag} />
            </li>
          ))}
        </ChipRow>
      )}
    </Card>
  );
}
