import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button/button';
import { Chip } from '../../components/chip/chip';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { Pager } from '../../components/pager/pager';
import { SORT_DIRECTIONS, SortBar, type SortOption } from '../../components/sort-bar/sort-bar';
import {
  elapsedYearsMonths,
  formatCount,
  formatDate,
  formatDuration,
  formatSeconds,
  shortenText,
  totalMonths,
  countWithNoun,
} from '../../formatters/formatters';
import { Section } from '../layout';
import { sampleApplications, type SampleApplication } from '../sample-data';

type SortKey = 'rate' | 'datePosted' | 'startDate' | 'visibility';

const sortOptions: SortOption<SortKey>[] = [
  { value: 'datePosted', label: 'Date posted', directions: SORT_DIRECTIONS.date },
  { value: 'rate', label: 'Rate', directions: SORT_DIRECTIONS.rate },
  { value: 'startDate', label: 'Start date', directions: SORT_DIRECTIONS.start },
  { value: 'visibility', label: 'Visibility', directions: SORT_DIRECTIONS.visibility },
];

const columns: DataTableColumn<SampleApplication>[] = [
  { key: 'talent', header: 'Talent', render: (row) => row.talent },
  { key: 'xp', header: 'Years XP', render: (row) => row.yearsXp, align: 'right', width: '100px' },
  { key: 'location', header: 'Location', render: (row) => row.location },
  { key: 'file', header: 'File', render: (row) => row.file ?? '—' },
  { key: 'status', header: 'Status', render: (row) => <Chip label={row.status.label} tone={row.status.tone} /> },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    render: (row) => (
      <Button
        variant="text"
        size="small"
        disabled={!row.status.isOpen}
        aria-label={`Cancel application of ${row.talent}`}
      >
        Cancel
      </Button>
    ),
  },
];

const formatterExamples: [string, string][] = [
  ['formatDate(new Date(2024, 4, 1))', formatDate(new Date(2024, 4, 1))],
  ['formatDuration({ years: 1, months: 2 })', formatDuration({ years: 1, months: 2 })],
  ['formatDuration({ years: 2, months: 0 })', formatDuration({ years: 2, months: 0 })],
  ['formatSeconds(90)', formatSeconds(90)],
  ["shortenText('Benchlink')", shortenText('Benchlink')],
  ['formatCount(15)', formatCount(15)],
  ['totalMonths({ years: 2, months: 3 })', String(totalMonths({ years: 2, months: 3 }))],
  ["elapsedYearsMonths('2020-01-15', '2021-03-14')", JSON.stringify(elapsedYearsMonths('2020-01-15', '2021-03-14'))],
  ["countWithNoun(1, 'Position')", countWithNoun(1, 'Position')],
];

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const formatterColumns: DataTableColumn<[string, string]>[] = [
  { key: 'call', header: 'Formatter call', render: ([call]) => <Code>{call}</Code> },
  { key: 'result', header: 'Result', render: ([, result]) => <Code>{result}</Code> },
];

/** Sort bar, paginated table and the formatters. */
export function DataSection() {
  const [sortBy, setSortBy] = useState<SortKey>('datePosted');
  const [isAscending, setAscending] = useState(false);
  const [isListView, setListView] = useState(true);
  const [cardPage, setCardPage] = useState(2);
  const rows = useMemo(
    () => [...sampleApplications].sort((a, b) => (isAscending ? a.yearsXp - b.yearsXp : b.yearsXp - a.yearsXp)),
    [isAscending],
  );
  return (
    <Section
      id="data"
      title="Data display"
      description="Sort and result bar, tables paginated with 5, 10 or 25 rows per page (default 10), and the previous / next pager under card lists."
    >
      <SortBar
        count={rows.length}
        noun="Application"
        sortOptions={sortOptions}
        sortBy={sortBy}
        onSortByChange={setSortBy}
        isAscending={isAscending}
        onAscendingChange={setAscending}
        isListView={isListView}
        onListViewChange={setListView}
      />
      <SortBar
        count={1}
        noun="Position"
        sortOptions={sortOptions}
        sortBy="rate"
        onSortByChange={() => undefined}
        isAscending
        onAscendingChange={() => undefined}
      />
      <DataTable caption="Applications" columns={columns} rows={rows} getRowId={(row) => row.id} />
      <DataTable
        caption="Empty applications"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        emptyText="No applications"
        isPaginated={false}
      />
      <DataTable
        caption="Formatters"
        columns={formatterColumns}
        rows={formatterExamples}
        getRowId={([call]) => call}
        isPaginated={false}
      />
      <Pager page={cardPage} totalPages={5} onPageChange={setCardPage} label="Card pages" />
      <Pager
        variant="icon"
        page={cardPage}
        totalPages={5}
        onPageChange={setCardPage}
        label="Card pages, icon buttons"
      />
    </Section>
  );
}
