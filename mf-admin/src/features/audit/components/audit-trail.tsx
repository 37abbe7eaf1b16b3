import { auditQueryOptions } from '@benchlink/api-client';
import type { AuditAction, AuditEntry } from '@benchlink/contracts/audit';
import {
  type DataTableColumn,
  EmptyState,
  ErrorAlert,
  PageHeader,
  ShieldIcon,
  SkeletonList,
  countWithNoun,
} from '@benchlink/design-system';
import { DataTable, TablePagination } from '@benchlink/design-system/listings';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { PaginationFrame } from '../../../components/pagination-frame';
import { usePageParams } from '../../../lib/use-page-params';

const ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'authorization.refused': 'Refused (403)',
  'company.approved': 'Company approved',
  'company.refused': 'Company refused',
  'application.accepted': 'Application accepted',
  'application.denied': 'Application denied',
  'bench.sharing-changed': 'Bench sharing changed',
  'project.sharing-changed': 'Project sharing changed',
  'partner-group.changed': 'Partner group changed',
  'team.member-invited': 'Colleague invited',
  'team.invitation-revoked': 'Invitation revoked',
  'team.member-joined': 'Member joined',
  'team.member-removed': 'Member removed',
  'team.member-left': 'Member left',
  'team.owner-added': 'Owner added',
  'account.email-changed': 'E-mail changed',
  'account.password-changed': 'Password changed',
};

const Muted = styled.span`
  'account.email-change-cancelled': 'E-mail change cancelled',
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Details = styled.span`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** `2026-11-24 09:05:03` in the reader's time zone: precise enough to match a server log line. */
const formatMoment = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

const who = (entry: AuditEntry) =>
  entry.username ? `${entry.username}${entry.companyId === undefined ? '' : ` (company #${entry.companyId})`}` : '—';

const details = (entry: AuditEntry) =>
  [
    entry.target ? `${entry.target.type} #${entry.target.id}` : undefined,
    ...Object.entries(entry.detail ?? {}).map(([key, value]) => `${key}: ${String(value)}`),
  ]
    .filter(Boolean)
    .join(' · ');

const columns: DataTableColumn<AuditEntry>[] = [
  {
    key: 'at',
    header: 'WHEN',
    render: (entry) => <time dateTime={entry.at}>{formatMoment(entry.at)}</time>,
    width: '11rem',
  },
  { key: 'action', header: 'WHAT', render: (entry) => ACTION_LABELS[entry.action] ?? entry.action },
  { key: 'who', header: 'WHO', render: (entry) => who(entry) },
  { key: 'ip', header: 'FROM', render: (entry) => <Muted>{entry.ip ?? '—'}</Muted> },
  { key: 'details', header: 'DETAILS', render: (entry) => <Details>{details(entry) || '—'}</Details> },
];

/** 'Audit trail': what happened, newest first, a page at a time (kept in the address). */
export function AuditTrail() {
  const { pageIndex, pageSize, setPage } = usePageParams();
  const events = useQuery(auditQueryOptions({ offset: pageIndex, pageSize }));
  const page = events.data;
  const total = page?.totalElements ?? 0;
  return (
    <>
      <PageHeader title="Audit trail" subtitle={total > 0 ? countWithNoun(total, 'event', 'events') : undefined} />
      {events.isPending && <SkeletonList rows={5} label="Loading the audit trail" shape="table" />}
      {events.isError && !page && (
        <ErrorAlert
          title="Could not load the audit trail"
          message={events.error.message}
          onRetry={() => void events.refetch()}
        />
      )}
      {page && total === 0 && (
        <EmptyState
          icon={<ShieldIcon />}
          title="No events yet"
          description="Sign-ins, refusals, approvals and sharing changes will appear here."
        />
      )}
      {page && page.content.length > 0 && (
        <DataTable
          caption="Audit trail, newest first"
          columns={columns}
          rows={page.content}
          getRowId={(entry) => entry.id}
          isPaginated={false}
        />
      )}
      {page && total > pageSize && (
        <PaginationFrame>
          <TablePagination
            count={total}
            page={pageIndex}
            rowsPerPage={pageSize}
            onPageChange={(index) => setPage(index)}
            onRowsPerPageChange={(rowsPerPage) => setPage(0, rowsPerPage)}
          />
        </PaginationFrame>
      )}
    </>
  );
}
