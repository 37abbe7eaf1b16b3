import { Card } from '@benchlink/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled(Card)`
  box-shadow: ${({ theme }) => theme.shadow.lg};

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Heading = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Banners = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Footer = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Banners shown between the heading and the form. */
  banners?: ReactNode;
  /** The line under the form linking to another mode. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The raised card holding one auth form with its heading, banners and mode links. */
export function AuthCard({ title, subtitle, banners, footer, children }: AuthCardProps) {
  return (
    <Root padding={8} aria-labelledby="auth-card-title">
      <Heading>
        <Title id="auth-card-title">{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Heading>
      {banners && <Banners>{banners}</Banners>}
      {children}
      {footer && <Footer>{footer}</Footer>}
    </Root>
  );
}
