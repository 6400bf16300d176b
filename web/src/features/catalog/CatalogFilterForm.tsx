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

/** The two ends of the price range, in order (the first refused one takes the focus). */
const PRICE_INPUTS = [
  { field: 'minPrice', idSuffix: 'min', label: 'Mínimo', placeholder: '0' },
  { field: 'maxPrice', idSuffix: 'max', label: 'Máximo', placeholder: 'Sin límite' },
] as const;
type PriceField = (typeof PRICE_INPUTS)[number]['field'];

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
  const [texts, setTexts] = useState<Record<PriceField, string>>({
    minPrice: priceText(initial.minPrice),
    maxPrice: priceText(initial.maxPrice),
  });
  const [errors, setErrors] = useState<Partial<Record<PriceField, string>>>({});
  const inputs = useRef<Partial<Record<PriceField, HTMLInputElement | null>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const range = validatePriceRange(texts.minPrice, texts.maxPrice);
    setErrors(range.errors);
    const refused = PRICE_INPUTS.find(({ field }) => range.errors[field]);
    if (refused) {
      inputs.current[refused.field]?.focus();
      return;
    }
    onApply({ q: q.trim(), minPrice: range.minPrice, maxPrice: range.maxPrice });
  };

  const errorId = (field: PriceField) => `${id}-${field}-error`;

  return (
    <form
      id={formId}
      className={open ? 'card catalog-filters is-open' : 'card catalog-filters'}
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
          {PRICE_INPUTS.map(({ field, idSuffix, label, placeholder }) => (
            <div key={field} className="field">
              <label htmlFor={`${id}-${idSuffix}`}>{label}</label>
              <input
                id={`${id}-${idSuffix}`}
                ref={(element) => {
                  inputs.current[field] = element;
                }}
                name={field}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={placeholder}
                value={texts[field]}
                onChange={(event) => {
                  const text = event.target.value;
                  setTexts((current) => ({ ...current, [field]: text }));
                }}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? errorId(field) : undefined}
              />
            </div>
          ))}
        </div>
        {PRICE_INPUTS.map(({ field }) =>
          errors[field] ? (
            <p key={field} id={errorId(field)} className="field__error">
              {errors[field]}
            </p>
          ) : null,
        )}
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
