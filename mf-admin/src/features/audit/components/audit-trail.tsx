import { auditQueryOptions } from '@benchlink/api-client';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@benchlink/contracts/audit';
import {
  type DataTableColumn,
  DateField,
  EmptyState,
  ErrorAlert,
  PageHeader,
  Select,
  ShieldIcon,
  SkeletonList,
  TextField,
  countWithNoun,
} from '@benchlink/design-system';
import { DataTable, TablePagination } from '@benchlink/design-system/listings';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { PaginationFrame } from '../../../components/pagination-frame';
import { usePageParams } from '../../../lib/use-page-params';
import { type AuditFilterName, type AuditFilterValues, useAuditFilters } from '../hooks/use-audit-filters';

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
  'account.email-change-cancelled': 'E-mail change cancelled',
  'account.password-changed': 'Password changed',
};

const Muted = styled.span`
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

/** The company by its name; one deleted since is only "a former company" (its id means nothing to a reader). */
const companyOf = (entry: AuditEntry) =>
  entry.companyName ?? (entry.companyId === undefined ? undefined : 'a former company');

const who = (entry: AuditEntry) => {
  if (!entry.username) return '—';
  const company = companyOf(entry);
  return company ? `${entry.username} (${company})` : entry.username;
};

const what = (entry: AuditEntry) => {
  const label = ACTION_LABELS[entry.action] ?? entry.action;
  return entry.count > 1 ? `${label}, ${entry.count} times` : label;
};

const details = (entry: AuditEntry) =>
  [
    entry.target ? `${entry.target.type} ${entry.target.name ?? `#${entry.target.id}`}` : undefined,
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
  { key: 'action', header: 'WHAT', render: what },
  { key: 'who', header: 'WHO', render: (entry) => who(entry) },
  { key: 'ip', header: 'FROM', render: (entry) => <Muted>{entry.ip ?? '—'}</Muted> },
  { key: 'details', header: 'DETAILS', render: (entry) => <Details>{details(entry) || '—'}</Details> },
];

const FilterBar = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const actionOptions = AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] }));

/** The trail's filters: what happened, at which company, between which days; each applies as it changes. */
function AuditFilters({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (name: AuditFilterName, value: string | undefined) => void;
}) {
  return (
    <FilterBar role="search" aria-label="Filter the audit trail" onSubmit={(event) => event.preventDefault()}>
      <Select
        label="Action"
        placeholder="All actions"
        options={actionOptions}
        value={values.action ?? ''}
        onValueChange={(value) => onChange('action', value)}
      />
      <TextField
        label="Company"
        type="search"
        placeholder="Any company"
        value={values.company ?? ''}
        onChange={(event) => onChange('company', event.target.value)}
      />
      <DateField label="From" value={values.from} maxDate={values.to} onChange={(value) => onChange('from', value)} />
      <DateField label="To" value={values.to} minDate={values.from} onChange={(value) => onChange('to', value)} />
    </FilterBar>
  );
}

/** 'Audit trail': what happened, newest first, a page at a time; page and filters kept in the address. */
export function AuditTrail() {
  const { pageIndex, pageSize, setPage } = usePageParams();
  const { values, filters, setFilter } = useAuditFilters();
  const filtered = Object.keys(values).length > 0;
  const events = useQuery(auditQueryOptions({ offset: pageIndex, pageSize, ...filters }));
  const page = events.data;
  const total = page?.totalElements ?? 0;
  return (
    <>
      <PageHeader title="Audit trail" subtitle={total > 0 ? countWithNoun(total, 'event', 'events') : undefined} />
      <AuditFilters values={values} onChange={setFilter} />
      {events.isPending && <SkeletonList rows={5} label="Loading the audit trail" shape="table" />}
      {events.isError && !page && (
        <ErrorAlert
          title="Could not load the audit trail"
          message={events.error.message}
          onRetry={() => void events.refetch()}
        />
      )}
      {page && total === 0 && !filtered && (
        <EmptyState
          icon={<ShieldIcon />}
          title="No events yet"
          description="Sign-ins, refusals, approvals and sharing changes will appear here."
        />
      )}
      {page && total === 0 && filtered && (
        <EmptyState
          icon={<ShieldIcon />}
          title="No events match these filters"
          description="Choose another action, company or days."
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
