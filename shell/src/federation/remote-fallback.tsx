import { Button, RefreshIcon } from '@benchlink/design-system';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 480px;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown in the content area when a remote cannot be loaded or crashes; navigation stays usable. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Root role="alert">
      <Title>This section is temporarily unavailable</Title>
      <Text>We could not load this part of Benchlink. The rest of the app keeps working.</Text>
      <Button variant="primary" startIcon={<RefreshIcon />} onClick={onRetry}>
        Retry
      </Button>
    </Root>
  );
}
