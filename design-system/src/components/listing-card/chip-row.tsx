import styled from 'styled-components';

// Two small text blocks that forms use too, so they sit in the design system's main entry; the listing cards are in
// its `listings` entry.

/** A wrapping row of chips, one per `<li>`. */
export const ChipRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    max-width: 100%;
  }
`;

/** Secondary small text, e.g. 'None' where a list is empty. */
export const MutedText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
