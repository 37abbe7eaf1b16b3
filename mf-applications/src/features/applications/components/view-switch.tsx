import { focusRing, visuallyHidden } from '@benchlink/design-system';
import { Link } from 'react-router';
import styled from 'styled-components';

const Bar = styled.nav`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Choice = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.controlSmall};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;

const Badge = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
  text-align: center;
`;

const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

export type SwitchOption<View extends string> = { view: View; label: string; to: string; badge?: string };

/** Views of one page as links (the view is in the address, so it survives a reload and can be shared). */
export function ViewSwitch<View extends string>({
  label,
  current,
  options,
}: {
  label: string;
  current: View;
  options: Array<SwitchOption<View>>;
}) {
  return (
    <Bar aria-label={label}>
      {options.map((option) => (
        <Choice key={option.view} to={option.to} replace aria-current={option.view === current ? 'page' : undefined}>
          {option.label}
          {option.badge && (
            <>
              <Badge aria-hidden="true">{option.badge}</Badge>
              <ScreenReaderOnly>, {option.badge} waiting</ScreenReaderOnly>
            </>
          )}
        </Choice>
      ))}
    </Bar>
  );
}
