import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DataTable } from './data-table';

const rows = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, name: `Talent ${index + 1}` }));
type Row = { id: number; name: string };
const columns = [{ key: 'name', header: 'TALENT', render: (row: Row) => row.name }];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('shows 10 rows per page by default and offers 5, 10 and 25', () => {
    renderWithTheme(<DataTable caption="Talents" columns={columns} rows={rows} getRowId={(row) => row.id} />);
    expect(screen.getByRole('table', { name: 'Talents' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    const select = screen.getByLabelText('Rows per page');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '25']);
  });

  it('pages forward and back', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DataTable caption="Talents" columns={columns} rows={rows} getRowId={(row) => row.id} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('11–20 of 23')).toBeInTheDocument();
  });

  it('changes rows per page and returns to the first page', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DataTable caption="Talents" columns={columns} rows={rows} getRowId={(row) => row.id} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(bodyRows()).toHaveLength(23);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '5');
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1–5 of 23')).toBeInTheDocument();
  });

  it('shows the empty text', () => {
    renderWithTheme(<DataTable caption="Applications" columns={columns} rows={[]} getRowId={(row) => row.id} emptyText="No applications" />);
    expect(screen.getByText('No applications')).toBeInTheDocument();
  });
});
