import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, FilterDateRange, FilterSearch, FilterSelects, type FilterChoices } from './FilterBar';
import { useFilterDraft, type FilterFormProps } from './filter-draft';

interface Filters {
  status: 'all' | 'open' | 'done';
  kind: '' | 'a' | 'b';
  q: string;
  from: string;
  to: string;
}

const NONE: Filters = { status: 'all', kind: '', q: '', from: '', to: '' };

const SELECTS: FilterChoices<Filters> = {
  status: {
    label: 'Estado',
    options: ['all', 'open', 'done'],
    labels: { all: 'Todas', open: 'Abiertas', done: 'Hechas' },
  },
  kind: { label: 'Tipo', options: ['a', 'b'], labels: { a: 'Tipo A', b: 'Tipo B' }, allLabel: 'Todos' },
};

const trimmed = (draft: Filters) => ({ ...draft, q: draft.q.trim() });

function Form({ filters, onApply }: FilterFormProps<Filters>) {
  const { draft, setDraft, bar } = useFilterDraft(filters, onApply, NONE, trimmed);
  return (
    <FilterBar label="Filtrar" search {...bar}>
      <FilterSearch label="Buscar" filters={draft} maxLength={20} onChange={setDraft} />
      <FilterSelects filters={draft} choices={SELECTS} onChange={setDraft} />
      <FilterDateRange filters={draft} onChange={setDraft} />
    </FilterBar>
  );
}

describe("a list's filter form", () => {
  it('keeps the choices as a draft and applies them together, as `read` gives them back', async () => {
    const onApply = vi.fn();
    render(<Form filters={NONE} onApply={onApply} />);
    expect(screen.getByRole('search', { name: 'Filtrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tipo')).toHaveDisplayValue('Todos');
    await userEvent.type(screen.getByLabelText('Buscar'), ' pitahaya ');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'open');
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'b');
    await userEvent.type(screen.getByLabelText('Desde'), '2026-05-01');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(onApply).toHaveBeenCalledWith({
      status: 'open',
      kind: 'b',
      q: 'pitahaya',
      from: '2026-05-01',
      to: '',
    });
  });

  it('offers "Quitar filtros" while the filters in force are not the empty ones, and applies those', async () => {
    const onApply = vi.fn();
    render(<Form filters={{ ...NONE, status: 'done' }} onApply={onApply} />);
    expect(screen.getByLabelText('Estado')).toHaveValue('done');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(onApply).toHaveBeenCalledWith(NONE);
  });
});
