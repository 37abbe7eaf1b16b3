import styled from 'styled-components';

// Small layout pieces the company's cards, lists and forms share.

/** A wrapping row of small muted text with chips or buttons, e.g. 'Shared with: [Group A] [Group B]'. */
export const MutedChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A card's title with the chips beside it, wrapping when narrow. */
export const CardTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;
