import styled from 'styled-components';

/** A plain vertical list of cards, one per `<li>`; name it with `aria-label`. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
