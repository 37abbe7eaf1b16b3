import styled from 'styled-components';

// The layout pieces every mf-company form page shares: section cards stacked in a form, fields inside a card
// in one column (two from 800px), pairs of fields side by side from 700px, and the inline forms' actions row.

/** A full-page form: its section cards stacked. */
export const FormSections = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** A section card's fields in one column, two from 800px. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(5)};
  @media (min-width: 800px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field spanning both columns of a `FieldGrid`. */
export const WideField = styled.div`
  min-width: 0;
  @media (min-width: 800px) {
    grid-column: 1 / -1;
  }
`;

/** A section card's fields one under another. */
export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

/** Two fields side by side from 700px, stacked below. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(5)};
  @media (min-width: 700px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Cancel and submit at the end of an inline form, right-aligned. */
export const FormButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
