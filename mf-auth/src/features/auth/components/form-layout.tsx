import styled from 'styled-components';

/** Vertical rhythm of the auth forms. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Two fields side by side (first and last name), stacked on narrow cards. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Right-aligned helper link row under a field (Forgot password?). */
export const LinkRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(-1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Space above the submit button. */
export const SubmitRow = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** A spinner beside what is being done (a mailed link being checked), in muted text. */
export const PendingLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The ways on from a link's outcome, side by side; each takes the whole width on a phone. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  > * {
    flex: 1 1 160px;
  }
`;
