import styled from 'styled-components';

// The account page's layout pieces: its section cards stacked, each a form.

/** The sections, one under another, at a reading width. */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 760px;
`;

/** One section's form: its fields one under another, its button at the end. */
export const SectionForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

/** Two fields side by side from 700px (first and last name), stacked below. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};

  @media (min-width: 700px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A section's submit button, right-aligned; the whole width on a phone. */
export const SubmitRow = styled.div`
  display: flex;
  justify-content: flex-end;

  @media (max-width: 599px) {
    > button {
      width: 100%;
    }
  }
`;

/** A sentence about the section, above its fields. */
export const SectionText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
