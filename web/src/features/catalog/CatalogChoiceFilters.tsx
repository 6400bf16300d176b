/**
 * The catalog's list filters (issue 23): category (radio buttons with the count of each), variety, origin,
 * farm and harvest window (selects with counts), and availability (issue 32: pre-orders only, or what ships now;
 * without counts: the facets do not count it). Origins are the places of the products in the search, each
 * named by its most common spelling; the URL keeps the one chosen, and any spelling of it selects the same
 * option (compared by originKeyOf). Each applies at once on change, keyboard first: arrows move between categories, the
 * selects are native. The counts come from GET /v1/products/facets for the search shown (each under the other
 * filters, so the other choices keep their numbers); until they arrive, or when the search was too large to
 * count whole (`complete: false`), the values show without numbers.
 *
 * Not part of the catalog's first view: ProductsScreen loads this module after it (lib/deferred-part.tsx), and
 * on a phone only once «Filtros» is opened; the counts are asked for here, so their answer re-renders only this
 * panel, not the grid.
 */
import { useId } from 'react';
import {
  CATEGORY_LABELS,
  PITAHAYA_VARIETIES,
  PRODUCT_CATEGORIES,
  VARIETY_LABELS,
  type PitahayaVariety,
  type ProductCategory,
} from '../../../../shared/constants/product-attributes.js';
import {
  HARVEST_WINDOW_LABELS,
  HARVEST_WINDOWS,
  originKeyOf,
  type HarvestWindow,
} from '../../../../shared/rules/catalog/origin-harvest-filters.js';
import type { CatalogFacets } from '../../../../shared/contracts/products/entities.js';
import { useCatalogFacets } from './api';
import { AVAILABILITY_FILTERS, facetsQuery, type CatalogFilters, type ChoiceFilter } from './catalog-query';

export interface CatalogChoiceFiltersProps {
  state: CatalogFilters;
  onChoose: (filter: ChoiceFilter, value: string | undefined) => void;
}

/** The availability filter's options. */
const AVAILABILITY_LABELS: Record<(typeof AVAILABILITY_FILTERS)[number], string> = {
  in_stock: 'Disponibles ya',
  preorder: 'En reserva',
};

/** The availability filter's choices (no counts: the facets do not count it). */
const AVAILABILITY = AVAILABILITY_FILTERS.map((value) => ({
  value,
  label: AVAILABILITY_LABELS[value],
}));

/** Values with their counts as a select's options, each named from `labels`. */
const labelled = <V extends string>(values: { value: V; count?: number }[], labels: Record<V, string>) =>
  values.map(({ value, count }) => ({ value, label: labels[value], count }));

/** "Fruta fresca (6)" in a select; the plain label without counts. */
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/** The main four groups while no counts are known ('otros' only shows when some product is in it). */
const MAIN_CATEGORIES = PRODUCT_CATEGORIES.filter((category) => category !== 'otros');

export default function CatalogChoiceFilters({ state, onChoose }: CatalogChoiceFiltersProps) {
  // Counts per category, variety, farm, origin and harvest of this search (not read again on paging or
  // sorting); undefined while the first ones load, or when they failed.
  const { data } = useCatalogFacets(facetsQuery(state));
  return <ChoiceFields state={state} facets={data?.facets} onChoose={onChoose} />;
}

function ChoiceFields({
  state,
  facets,
  onChoose,
}: CatalogChoiceFiltersProps & { facets: CatalogFacets | undefined }) {
  const id = useId();
  const counted = facets?.complete === true;
  const categories: { value: ProductCategory; count?: number }[] = facets
    ? facets.categories.map(({ category, count }) => ({ value: category, ...(counted ? { count } : {}) }))
    : MAIN_CATEGORIES.map((value) => ({ value }));
  if (state.category && !categories.some((entry) => entry.value === state.category))
    categories.push({ value: state.category });
  const varieties: { value: PitahayaVariety; count?: number }[] = facets
    ? facets.varieties.map(({ variety, count }) => ({ value: variety, ...(counted ? { count } : {}) }))
    : PITAHAYA_VARIETIES.map((value) => ({ value }));
  if (state.variety && !varieties.some((entry) => entry.value === state.variety))
    varieties.push({ value: state.variety });
  const farms = (facets?.farms ?? []).map((farm) => ({
    value: farm.producerId,
    label: farm.name || 'Finca sin nombre',
    ...(counted ? { count: farm.count } : {}),
  }));
  if (state.producerId && !farms.some((farm) => farm.value === state.producerId))
    farms.push({ value: state.producerId, label: 'La finca elegida' });
  // Options by origin key, labelled with the spelling the counts name (or the URL's, until they arrive).
  const origins = (facets?.origins ?? []).map(({ origin, count }) => ({
    value: originKeyOf(origin),
    label: origin,
    ...(counted ? { count } : {}),
  }));
  const chosenOrigin = state.origin === undefined ? '' : originKeyOf(state.origin);
  if (state.origin && !origins.some((entry) => entry.value === chosenOrigin))
    origins.push({ value: chosenOrigin, label: state.origin });
  // Windows with products; all of them (no numbers) while the counts are unknown.
  const windows: { value: HarvestWindow; count?: number }[] = facets?.harvest
    ? facets.harvest.map(({ window, count }) => ({ value: window, ...(counted ? { count } : {}) }))
    : HARVEST_WINDOWS.map((value) => ({ value }));
  if (state.harvest && !windows.some((entry) => entry.value === state.harvest))
    windows.push({ value: state.harvest });
  const varietyOptions = labelled(varieties, VARIETY_LABELS);
  const windowOptions = labelled(windows, HARVEST_WINDOW_LABELS);
  const total = counted ? facets.categories.reduce((sum, entry) => sum + entry.count, 0) : undefined;
  // The selects, in order; each shows its filter's value and chooses the option's (origin: by key, its label).
  const selects: ChoiceSelectRow[] = [
    { filter: 'variety', label: 'Variedad', any: 'Todas las variedades', options: varietyOptions },
    {
      filter: 'origin',
      label: 'Origen',
      any: 'Todos los orígenes',
      options: origins,
      value: chosenOrigin,
      choose: (key) => origins.find((entry) => entry.value === key)?.label,
    },
    { filter: 'producerId', label: 'Finca', any: 'Todas las fincas', options: farms },
    { filter: 'harvest', label: 'Cosecha', any: 'Cualquier fecha', options: windowOptions },
    { filter: 'availability', label: 'Disponibilidad', any: 'Todos los productos', options: AVAILABILITY },
  ];

  return (
    <div className="card catalog-choices" data-testid="catalog-choices">
      <fieldset className="catalog-choices__group">
        <legend>Categoría</legend>
        <ul className="catalog-choices__list">
          <li>
            <label className="catalog-choice">
              <input
                type="radio"
                name={`${id}-category`}
                value=""
                checked={state.category === undefined}
                onChange={() => onChoose('category', undefined)}
              />
              <span className="catalog-choice__label">Todas</span>
              {total !== undefined ? <Count value={total} /> : null}
            </label>
          </li>
          {categories.map(({ value, count }) => (
            <li key={value}>
              <label className="catalog-choice">
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={value}
                  checked={state.category === value}
                  onChange={() => onChoose('category', value)}
                />
                <span className="catalog-choice__label">{CATEGORY_LABELS[value]}</span>
                {count !== undefined ? <Count value={count} /> : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {selects.map(
        ({ filter, value = state[filter] ?? '', choose = (chosen) => chosen || undefined, ...select }) => (
          <ChoiceSelect
            key={filter}
            id={`${id}-${filter}`}
            value={value}
            onChange={(chosen) => onChoose(filter, choose(chosen))}
            {...select}
          />
        ),
      )}
    </div>
  );
}

/** A select's choices: its value, its name and how many products it holds (while known). */
type ChoiceOption = { value: string; label: string; count?: number | undefined };

/** One select of the table: its filter, its label, the «all» option's text and the choices. */
interface ChoiceSelectRow {
  filter: Exclude<ChoiceFilter, 'category'>;
  label: string;
  any: string;
  options: readonly ChoiceOption[];
  /** The option shown as chosen (the filter's value by default). */
  value?: string;
  /** What the filter takes for an option's value (the value itself by default, none for «all»). */
  choose?: (value: string) => string | undefined;
}

/** One filter as a native select: «all» first, then each value with its count (applied on change). */
function ChoiceSelect({
  id,
  label,
  any,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  any: string;
  value: string;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {withCount(option.label, option.count)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A count beside a category: the number shown, "(6 productos)" read. */
function Count({ value }: { value: number }) {
  return (
    <span className="catalog-choice__count">
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">
        ({value} {value === 1 ? 'producto' : 'productos'})
      </span>
    </span>
  );
}
