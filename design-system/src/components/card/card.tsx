import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section<{ $padding: number }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme, $padding }) => theme.space($padding)};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  actions?: ReactNode;
  /** Padding in 4 px steps. */
  padding?: number;
}

/** Raised surface grouping related content. */
export function Card({ title, actions, padding = 6, children, ...rest }: CardProps) {
  return (
    <Root $padding={padding} {...rest}>
      {(title || actions) && (
        <Header>
          {title && <Title>{title}</Title>}
          {actions}
        </Header>
      )}
      {children}
    </Root>
  );
}
