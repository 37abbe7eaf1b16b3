import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ThemeColors } from '../../theme/theme';
import { Button, IconButton } from '../button/button';
import { CloseIcon, ErrorIcon, InfoIcon, RefreshIcon, SuccessIcon, WarningIcon } from '../icons/icons';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

const tones: Record<AlertSeverity, { fg: keyof ThemeColors; bg: keyof ThemeColors }> = {
  success: { fg: 'success', bg: 'successSoft' },
  info: { fg: 'info', bg: 'infoSoft' },
  warning: { fg: 'warning', bg: 'warningSoft' },
  error: { fg: 'error', bg: 'errorSoft' },
};

const icons: Record<AlertSeverity, ReactNode> = {
  success: <SuccessIcon />,
  info: <InfoIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
};

const Root = styled.div<{ $severity: AlertSeverity }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $severity }) => theme.colors[tones[$severity].fg]}33;
  border-left: 4px solid ${({ theme, $severity }) => theme.colors[tones[$severity].fg]};
  background: ${({ theme, $severity }) => theme.colors[tones[$severity].bg]};
  color: ${({ theme }) => theme.colors.text};
`;

const IconWrap = styled.span<{ $severity: AlertSeverity }>`
  display: inline-flex;
  padding-top: 1px;
  color: ${({ theme, $severity }) => theme.colors[tones[$severity].fg]};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Content = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface AlertProps {
  severity: AlertSeverity;
  title?: string;
  children?: ReactNode;
  onClose?: () => void;
  action?: ReactNode;
  className?: string;
}

/** Banner message with a severity colour (sign-in banners, inline notices). */
export function Alert({ severity, title, children, onClose, action, className }: AlertProps) {
  const isUrgent = severity === 'error' || severity === 'warning';
  return (
    <Root $severity={severity} role={isUrgent ? 'alert' : 'status'} className={className}>
      <IconWrap $severity={severity}>{icons[severity]}</IconWrap>
      <Body>
        {title && <Title>{title}</Title>}
        {children && <Content>{children}</Content>}
        {action && <Actions>{action}</Actions>}
      </Body>
      {onClose && (
        <IconButton label="Close" size="small" onClick={onClose}>
          <CloseIcon size={16} />
        </IconButton>
      )}
    </Root>
  );
}

export interface ErrorAlertProps {
  title?: string;
  message?: string;
  children?: ReactNode;
  onRetry?: () => void;
}

const GENERIC_ERROR = 'Something went wrong';

/**
 * Error shown in place of content that failed to load, with an optional retry. Without a message of its own (a
 * failure without the product's error body) it says 'Something went wrong', never nothing, and never twice.
 */
export function ErrorAlert({ title = GENERIC_ERROR, message, children, onRetry }: ErrorAlertProps) {
  const text =
    children ?? (message && message !== title ? message : title === GENERIC_ERROR ? undefined : GENERIC_ERROR);
  return (
    <Alert
      severity="error"
      title={title}
      action={
        onRetry && (
          <Button variant="secondary" size="small" startIcon={<RefreshIcon size={16} />} onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}

export interface InfoNoticeProps {
  title?: string;
  children: ReactNode;
}

/** Quiet informational note inside a form or page (e.g. the visibility reminder). */
export function InfoNotice({ title, children }: InfoNoticeProps) {
  return (
    <Alert severity="info" title={title}>
      {children}
    </Alert>
  );
}
