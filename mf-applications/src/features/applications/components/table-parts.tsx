import { FileIcon, visuallyHidden } from '@benchlink/design-system';
import { textLinkStyles } from '@benchlink/domain-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cvHref } from '../utils/format';

/** A cell's content that may wrap: the design system's cells keep one line, which a long title would stretch. */
export const CellStack = styled.div<{ $minWidth?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: ${({ $minWidth }) => $minWidth ?? '10rem'};
  white-space: normal;
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Download = styled.a`
  ${textLinkStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
`;

/** The FILE cell: a download of the application's CV, or that it has none. */
export function CvCell({ applicationId, hasCv }: { applicationId: number; hasCv: boolean }) {
  if (!hasCv) return <Muted>No CV</Muted>;
  return (
    <Download href={cvHref(applicationId)} download>
      <FileIcon size={16} />
      Download CV
    </Download>
  );
}

/** The row's actions, side by side, wrapping on a narrow screen. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Widths below which a table's rows turn into stacked cards. */
const PHONE = '(max-width: 639px)';

const Stacked = styled.div<{ $labels: readonly string[] }>`
  @media ${PHONE} {
    table,
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    thead {
      ${visuallyHidden}
    }
    tr {
      padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tr:last-child {
      border-bottom: 0;
    }
    td {
      display: grid;
      grid-template-columns: minmax(5.5rem, 35%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(3)};
      align-items: center;
      padding: ${({ theme }) => `${theme.space(1.5)} 0`};
      border: 0;
      text-align: left;
      white-space: normal;
    }
    td > * {
      min-width: 0;
      justify-self: start;
    }
    td::before {
      font-size: ${({ theme }) => theme.font.size.xs};
      font-weight: ${({ theme }) => theme.font.weight.semibold};
      letter-spacing: 0.05em;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    ${({ $labels }) => $labels.map((label, index) => `td:nth-child(${index + 1})::before { content: ${JSON.stringify(label)}; }`).join('\n')}
    td[colspan] {
      display: block;
    }
    td[colspan]::before {
      content: none;
    }
  }
`;

/**
 * Shows a table's rows as cards of label/value lines on a phone, where its columns would not fit; the header stays
 * for screen readers. `labels` are the column headers in order.
 */
export function StackedOnPhone({ labels, children }: { labels: readonly string[]; children: ReactNode }) {
  return <Stacked $labels={labels}>{children}</Stacked>;
}
