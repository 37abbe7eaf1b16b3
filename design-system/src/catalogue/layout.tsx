import type { ReactNode } from 'react';
import styled from 'styled-components';

const SectionRoot = styled.section`
  scroll-margin-top: 24px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
`;

const SectionText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 720px;
`;

/** A catalogue section with an anchor id for the navigation. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <SectionRoot id={id} aria-labelledby={`${id}-title`}>
      <div>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        {description && <SectionText>{description}</SectionText>}
      </div>
      {children}
    </SectionRoot>
  );
}

const DemoRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
`;

const DemoTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

/** One component's demo card. */
export function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DemoRoot>
      <DemoTitle>{title}</DemoTitle>
      {children}
    </DemoRoot>
  );
}

/** Responsive grid of demos or fields. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '280px'}), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
`;

/** Horizontal wrap of small items (buttons, chips). */
export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Value read-out under a demo. */
export const Output = styled.output`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;
