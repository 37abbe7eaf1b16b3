import styled from 'styled-components';
import { projectExpiry } from '../utils/expiry';

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(1.5)};
`;

const Left = styled.span<{ $tone: 'muted' | 'warning' | 'error' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.error : $tone === 'warning' ? theme.colors.warning : theme.colors.textMuted};
  font-weight: ${({ theme, $tone }) => ($tone === 'muted' ? 'inherit' : theme.font.weight.semibold)};
`;

/** A project's last days read as a warning: the owner has this long to act before it leaves the marketplace. */
const WARNING_DAYS = 3;

/**
 * The owner's view of a project's expiry: its date and 'Expires in N days' (or 'Expired'), counted from the clock
 * at each render.
 */
export function ProjectExpiry({ expiryDate }: { expiryDate: string }) {
  const expiry = projectExpiry(expiryDate);
  const tone = expiry.isExpired ? 'error' : expiry.daysLeft <= WARNING_DAYS ? 'warning' : 'muted';
  return (
    <Root>
      <span>{expiry.date}</span>
      <Left $tone={tone}>{expiry.text}</Left>
    </Root>
  );
}
