/**
 * The admin's order search box (/admin/orders?q=...): a reference ("5E0C1A01"), an order id, a customer's e-mail
 * or name. The term lives in the URL; "Ver todos" leaves the search. Checked with the contract's schema first
 * (its Spanish message), so a blank or too long term is said here without a call.
 */
import { useId, useState, type FormEvent } from 'react';
import { orderSearchQuery } from '../../../../shared/contracts/reports/schemas.js';
import { FormAlert } from '../../components/forms/Fields';
import './admin-order-search.css';

export function AdminOrderSearch({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(term);
  const [error, setError] = useState<string | null>(null);
  // The term in the URL changed (a search, "Ver todos", back and forward): the box shows it.
  const [shown, setShown] = useState(term);
  if (term !== shown) {
    setShown(term);
    setValue(term);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = orderSearchQuery.safeParse({ q: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onSearch(parsed.data.q);
  };

  return (
    <form className="admin-order-search" role="search" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-q`}>Buscar pedidos</label>
      <div className="admin-order-search__row">
        <input
          id={`${id}-q`}
          type="search"
          value={value}
          maxLength={100}
          placeholder="Referencia, e-mail o nombre del cliente"
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          Buscar
        </button>
        {term ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setValue('');
              setError(null);
              onSearch('');
            }}
          >
            Ver todos
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="field__hint">
        La referencia son los 8 caracteres de «Pedido 5E0C1A01». El e-mail puede ir incompleto («ana@»).
      </p>
      <FormAlert message={error} />
    </form>
  );
}
