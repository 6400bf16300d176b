import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MAX_QUERY_LENGTH, validatePriceRange, type CatalogFilters } from './catalog-query';

interface CatalogFilterFormProps {
  id: string;
  /** On narrow screens the form folds behind the "Filtros" button; wide screens always show it. */
  open: boolean;
  /** The filters of the URL; the form starts from them (it is re-mounted when they change). */
  initial: CatalogFilters;
  onApply: (filters: Pick<CatalogFilters, 'q' | 'minPrice' | 'maxPrice'>) => void;
  /** Whether any filter is set (shows "Quitar filtros"). */
  filtered: boolean;
  resetTo: string;
}

/** A filter from the URL shown the Spanish way ("4,5"), so it reads back the same. */
const priceText = (value: number | undefined): string =>
  value === undefined ? '' : String(value).replace('.', ',');

/** Search and price range. Applied together with the button (or Enter); the sort applies on its own. */
export function CatalogFilterForm({
  id: formId,
  open,
  initial,
  onApply,
  filtered,
  resetTo,
}: CatalogFilterFormProps) {
  const id = useId();
  const [q, setQ] = useState(initial.q);
  const [minText, setMinText] = useState(priceText(initial.minPrice));
  const [maxText, setMaxText] = useState(priceText(initial.maxPrice));
  const [errors, setErrors] = useState<{ minPrice?: string; maxPrice?: string }>({});
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const range = validatePriceRange(minText, maxText);
    setErrors(range.errors);
    if (range.errors.minPrice) {
      minRef.current?.focus();
      return;
    }
    if (range.errors.maxPrice) {
      maxRef.current?.focus();
      return;
    }
    onApply({ q: q.trim(), minPrice: range.minPrice, maxPrice: range.maxPrice });
  };

  const errorId = (field: 'minPrice' | 'maxPrice') => `${id}-${field}-error`;

  return (
    <form
      id={formId}
      className={open ? 'catalog-filters is-open' : 'catalog-filters'}
      role="search"
      aria-label="Buscar y filtrar productos"
      noValidate
      onSubmit={onSubmit}
    >
      <div className="field catalog-filters__search">
        <label htmlFor={`${id}-q`}>Buscar</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Ej.: mermelada"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <fieldset className="catalog-filters__price">
        <legend>Precio (€)</legend>
        <div className="catalog-filters__range">
          <div className="field">
            <label htmlFor={`${id}-min`}>Mínimo</label>
            <input
              id={`${id}-min`}
              ref={minRef}
              name="minPrice"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
              aria-invalid={errors.minPrice ? true : undefined}
              aria-describedby={errors.minPrice ? errorId('minPrice') : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-max`}>Máximo</label>
            <input
              id={`${id}-max`}
              ref={maxRef}
              name="maxPrice"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="Sin límite"
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              aria-invalid={errors.maxPrice ? true : undefined}
              aria-describedby={errors.maxPrice ? errorId('maxPrice') : undefined}
            />
          </div>
        </div>
        {errors.minPrice ? (
          <p id={errorId('minPrice')} className="field__error">
            {errors.minPrice}
          </p>
        ) : null}
        {errors.maxPrice ? (
          <p id={errorId('maxPrice')} className="field__error">
            {errors.maxPrice}
          </p>
        ) : null}
      </fieldset>
      <div className="catalog-filters__actions">
        <button type="submit" className="btn btn--primary">
          Aplicar filtros
        </button>
        {filtered ? (
          <Link to={resetTo} className="btn btn--link">
            Quitar filtros
          </Link>
        ) : null}
      </div>
    </form>
  );
}
