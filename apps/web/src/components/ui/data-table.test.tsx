import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './data-table';
import { SEARCH_DEBOUNCE_MS } from './data-table-controls';

interface Person {
  id: number;
  name: string;
  email: string;
}

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  { id: 'email', header: 'E-mail', cell: (p) => p.email, sortable: true },
  { id: 'actions', header: 'Actions', cell: (p) => <button type="button">Edit {p.name}</button> },
];

const ROWS: Person[] = [
  { id: 1, name: 'Asha', email: 'asha@example.com' },
  { id: 2, name: 'Ravi', email: 'ravi@example.com' },
];

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return render(
    <DataTable<Person>
      label="People"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(p) => p.id}
      emptyText="No people match."
      {...props}
    />,
  );
}

function SortHarness({ onSortChange }: { onSortChange: (sort: DataTableSort | null) => void }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  return (
    <DataTable<Person>
      label="People"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(p) => p.id}
      emptyText="None"
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('DataTable', () => {
  it('renders the rows with a caption and column headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'E-mail', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Edit Ravi' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'People table' })).toBeTruthy();
  });

  it('reports sorting from the headers: ascending, descending, then none; aria-sort follows', () => {
    const onSortChange = vi.fn();
    render(<SortHarness onSortChange={onSortChange} />);
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).getAttribute('aria-sort')).toBeNull();

    const button = within(header()).getByRole('button');
    fireEvent.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', order: 'asc' });
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', order: 'desc' });
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith(null);

    // another column starts again from ascending; the rows are not sorted locally
    fireEvent.click(within(screen.getByRole('columnheader', { name: /E-mail/ })).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'email', order: 'asc' });
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('Asha');
  });

  it('pages: "Page X of Y", previous and next, page size', () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    renderTable({ pagination: { page: 2, pageSize: 10, total: 35, totalPages: 4, onPageChange, onPageSizeChange } });
    expect(screen.getByText('Page 2 of 4')).toBeTruthy();
    expect(screen.getByText('Showing 11–20 of 35')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('disables previous on the first page and next on the last', () => {
    renderTable({ pagination: { page: 1, pageSize: 10, total: 2, totalPages: 1, onPageChange: vi.fn() } });
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Rows per page')).toBeNull();
  });

  it('shows skeleton rows while loading and the empty text for an empty answer', () => {
    const { rerender } = renderTable({ rows: undefined, loading: true });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(
      <DataTable<Person>
        label="People"
        columns={COLUMNS}
        rows={[]}
        rowKey={(p) => p.id}
        emptyText="No people match."
      />,
    );
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByText('No people match.')).toBeTruthy();
  });

  it('shows an error with Retry instead of rows', () => {
    const onRetry = vi.fn();
    renderTable({
      error: 'Failed to fetch user roles.',
      onRetry,
      pagination: { page: 1, pageSize: 10, total: 2, totalPages: 1, onPageChange: vi.fn() },
    });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch user roles.');
    expect(screen.queryByText('Asha')).toBeNull();
    expect(screen.queryByText('Page 1 of 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('reports the search text once typing pauses', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderTable({ search: { value: '', onChange, label: 'Search people' } });
    const input = screen.getByRole('searchbox', { name: 'Search people' });
    fireEvent.change(input, { target: { value: 'as' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(input, { target: { value: 'ash' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('ash');
  });

  it('writes counts in Indian digit grouping', () => {
    renderTable({
      pagination: {
        page: 2,
        pageSize: 1000,
        total: 123456,
        totalPages: 124,
        onPageChange: vi.fn(),
        onPageSizeChange: vi.fn(),
        pageSizeOptions: [100, 1000],
      },
    });
    expect(screen.getByText('Showing 1,001–2,000 of 1,23,456')).toBeTruthy();
    expect(screen.getByText('Page 2 of 124')).toBeTruthy();
    expect(screen.getByRole('option', { name: '1,000' })).toBeTruthy();
  });

  it('speaks Hindi, still in Indian grouping', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderTable({
      pagination: { page: 3, pageSize: 10, total: 123456, totalPages: 12346, onPageChange: vi.fn() },
    });
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByText('1,23,456 में से 21–30 दिखाए जा रहे हैं')).toBeTruthy();
    expect(screen.getByText('12,346 में से पेज 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अगला पेज' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'People तालिका' })).toBeTruthy();
    rerender(
      <DataTable<Person>
        label="People"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(p) => p.id}
        emptyText="None"
        error="Failed"
        onRetry={onRetry}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
