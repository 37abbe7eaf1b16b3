import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';

export interface PageHeaderAction {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  isLoading?: boolean;
}

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  primaryAction?: PageHeaderAction;
  secondaryAction?: PageHeaderAction;
  /** Slot for the notification icon (the shell fills it). */
  notificationSlot?: ReactNode;
  children?: ReactNode;
}

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TitleBlock = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
  line-height: 1.25;
`;

const Subtitle = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The header's buttons in one row that wraps only when it must. On phones they sit under the title with narrower
 * padding, so that two of them ('Cancel' and 'Save profile', 'Back to projects' and 'Create project') share a row
 * instead of stacking one per line.
 */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 600px) {
    gap: ${({ theme }) => theme.space(2)};
    > button {
      padding: 0 ${({ theme }) => theme.space(3)};
    }
  }
`;

/** Page title with optional primary/secondary buttons and a notification slot (docs/product.md, Layout). */
export function PageHeader({
  title,
  subtitle,
  primaryAction,
  secondaryAction,
  notificationSlot,
  children,
}: PageHeaderProps) {
  return (
    <Root>
      <TitleBlock>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </TitleBlock>
      <Actions>
        {children}
        {secondaryAction && (
          <Button
            variant="secondary"
            startIcon={secondaryAction.icon}
            onClick={secondaryAction.onClick}
            disabled={secondaryAction.disabled}
            isLoading={secondaryAction.isLoading}
          >
            {secondaryAction.label}
          </Button>
        )}
        {primaryAction && (
          <Button
            startIcon={primaryAction.icon}
            onClick={primaryAction.onClick}
            disabled={primaryAction.disabled}
            isLoading={primaryAction.isLoading}
          >
            {primaryAction.label}
          </Button>
        )}
        {notificationSlot}
      </Actions>
    </Root>
  );
}
