import { type ApplicationListItem } from '@benchlink/contracts/applications';
import { paths } from '@benchlink/contracts/paths';
import { FileIcon, visuallyHidden, type DataTableColumn, type DataTableProps } from '@benchlink/design-system';
import { DataTable } from '@benchlink/design-system/listings';
import { TextLink, textLinkStyles } from '@benchlink/domain-ui';
import styled from 'styled-components';
import { cvHref, roleTitle } from '../utils/format';
import { ApplicationStatusChip } from './application-status-chip';

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

/**
 * The applied talent's title, linking to its profile, or to the application's copy of it while the owner reviews
 * blind (no talent id); 'CV only' for an application without a talent. The applying company knows its talent by its
 * own reference, which names the link there, the title beneath it (the position's company never reads a reference).
 */
export function AppliedTalentLink({ application }: { application: ApplicationListItem }) {
  const { talent } = application;
  if (!talent) return <span>CV only</span>;
  const title = roleTitle(talent.seniorityLabel, talent.role.name);
  const link = (
    <TextLink
      to={talent.id === undefined ? paths.applicationTalent.href(application.id) : paths.talent.href(talent.id)}
    >
      {talent.reference ?? title}
    </TextLink>
  );
  if (!talent.reference) return link;
  return (
    <>
      {link}
      <Muted>{title}</Muted>
    </>
  );
}

/** The FILE column of both application tables. */
export const fileColumn: DataTableColumn<ApplicationListItem> = {
  key: 'file',
  header: 'FILE',
  render: (application) => <CvCell applicationId={application.id} hasCv={application.hasCv} />,
};

/** The STATUS column of both application tables. */
export const statusColumn: DataTableColumn<ApplicationListItem> = {
  key: 'status',
  header: 'STATUS',
  render: (application) => <ApplicationStatusChip state={application.applicationStatus} />,
};

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
 * A DataTable whose rows show as cards of label/value lines on a phone, where its columns would not fit, each value
 * labelled with its column's header; the header row stays for screen readers.
 */
export function StackedTable<Row>(props: DataTableProps<Row>) {
  return (
    <Stacked $labels={props.columns.map((column) => String(column.header))}>
      <DataTable {...props} />
    </Stacked>
  );
}
