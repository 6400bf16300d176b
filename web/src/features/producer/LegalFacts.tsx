/**
 * The product form's legal facts (docs/legal.md): the withdrawal right with plain-Spanish help (TRLGDCU art.
 * 103), an elaborado's food information with the 14 allergens as a checklist (Reg. (EU) 1169/2011) and a plant's
 * botanical name (its passport, Reg. (EU) 2016/2031; the farm's operator number is in its profile).
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  BOTANICAL_NAME_MAX,
  FOOD_INGREDIENTS_MAX,
  FOOD_NET_QUANTITY_MAX,
  FOOD_STORAGE_MAX,
  WITHDRAWAL_CLASSES,
  type Allergen,
} from '../../../../shared/constants/legal.js';
import { FOOD_INFO_TEXTS, WITHDRAWAL_TEXTS } from '../../../../shared/messages/legal.js';
import {
  LEGAL_FIELDS,
  legalCreateFields,
  legalUpdateFields,
  legalValuesOf,
  shownWithdrawal,
  type LegalBuild,
  type LegalErrors,
  type LegalField,
  type LegalFormValues,
} from './legal-facts-form';
import './legal-facts.css';
import { RadioCard } from '../../components/forms/RadioCard';
import { FieldError } from '../../components/forms/Fields';

interface LegalFactsProps {
  id: string;
  values: LegalFormValues;
  onChange: (values: LegalFormValues) => void;
  errors: LegalErrors;
  category: string;
  disabled: boolean;
  fieldRef: (field: LegalField, element: HTMLElement | null) => void;
}

export function LegalFacts({ id, values, onChange, errors, category, disabled, fieldRef }: LegalFactsProps) {
  const set = (patch: Partial<LegalFormValues>) => onChange({ ...values, ...patch });
  const withdrawal = shownWithdrawal(values, category);
  const showFood = category === 'elaborados' || values.ingredients !== '' || values.netQuantity !== '';
  const foodRequired = category === 'elaborados';
  const error = (field: LegalField) => <FieldError id={`${id}-${field}-error`} message={errors[field]} />;
  const described = (field: LegalField, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const toggle = (allergen: Allergen, on: boolean) =>
    set({
      allergens: on
        ? ALLERGENS.filter((code) => code === allergen || values.allergens.includes(code))
        : values.allergens.filter((code) => code !== allergen),
    });

  return (
    <fieldset className="card product-form__section" disabled={disabled} data-testid="product-legal-facts">
      <legend className="product-form__legend">Lo que pide la ley</legend>
      <fieldset className="legal-facts__group">
        <legend className="legal-facts__legend">{WITHDRAWAL_TEXTS.legend}</legend>
        <p className="field__hint" id={`${id}-withdrawal-hint`}>
          Si se puede devolver en 14 días. Para la fruta fresca, lo normal es «
          {WITHDRAWAL_TEXTS.label.perishable}».
        </p>
        {WITHDRAWAL_CLASSES.map((choice, index) => (
          <RadioCard
            key={choice}
            id={`${id}-withdrawal-${choice}`}
            name={`${id}-withdrawal`}
            value={choice}
            checked={withdrawal === choice}
            onChange={() => set({ withdrawal: choice })}
            title={WITHDRAWAL_TEXTS.label[choice]}
            hint={WITHDRAWAL_TEXTS.farmHelp[choice]}
            inputRef={index === 0 ? (element) => fieldRef('withdrawal', element) : undefined}
          />
        ))}
      </fieldset>

      {showFood ? (
        <fieldset className="legal-facts__group" data-testid="product-food-fields">
          <legend className="legal-facts__legend">
            {FOOD_INFO_TEXTS.title}
            {foodRequired ? null : <span className="field__optional"> (opcional)</span>}
          </legend>
          {foodRequired ? (
            <p className="field__hint">
              Un producto elaborado no se puede vender sin sus ingredientes y su cantidad neta: los ve el
              cliente antes de comprar.
            </p>
          ) : null}
          <div className="field">
            <label htmlFor={`${id}-ingredients`}>{FOOD_INFO_TEXTS.ingredients}</label>
            <textarea
              id={`${id}-ingredients`}
              rows={3}
              maxLength={FOOD_INGREDIENTS_MAX}
              value={values.ingredients}
              onChange={(event) => set({ ingredients: event.target.value })}
              aria-invalid={errors.ingredients ? true : undefined}
              aria-describedby={described('ingredients', `${id}-ingredients-hint`)}
              ref={(element) => fieldRef('ingredients', element)}
            />
            <p id={`${id}-ingredients-hint`} className="field__hint">
              Como en la etiqueta, de más a menos cantidad. Ejemplo: Pitahaya (65 %), azúcar de caña, jugo de
              limón.
            </p>
            {error('ingredients')}
          </div>
          <fieldset
            className="legal-facts__group"
            aria-describedby={described('allergens', `${id}-allergens-hint`)}
          >
            <legend className="legal-facts__legend">{FOOD_INFO_TEXTS.allergens}</legend>
            <p id={`${id}-allergens-hint`} className="field__hint">
              {FOOD_INFO_TEXTS.allergensHint}
            </p>
            <div className="legal-facts__allergens">
              {ALLERGENS.map((allergen, index) => (
                <label key={allergen} className="legal-facts__check" htmlFor={`${id}-allergen-${allergen}`}>
                  <input
                    id={`${id}-allergen-${allergen}`}
                    type="checkbox"
                    checked={values.allergens.includes(allergen)}
                    onChange={(event) => toggle(allergen, event.target.checked)}
                    ref={index === 0 ? (element) => fieldRef('allergens', element) : undefined}
                  />
                  <span>{ALLERGEN_LABELS[allergen]}</span>
                </label>
              ))}
            </div>
            {error('allergens')}
          </fieldset>
          <div className="form__row">
            <div className="field">
              <label htmlFor={`${id}-netQuantity`}>{FOOD_INFO_TEXTS.netQuantity}</label>
              <input
                id={`${id}-netQuantity`}
                type="text"
                autoComplete="off"
                maxLength={FOOD_NET_QUANTITY_MAX}
                value={values.netQuantity}
                onChange={(event) => set({ netQuantity: event.target.value })}
                aria-invalid={errors.netQuantity ? true : undefined}
                aria-describedby={described('netQuantity', `${id}-netQuantity-hint`)}
                ref={(element) => fieldRef('netQuantity', element)}
              />
              <p id={`${id}-netQuantity-hint`} className="field__hint">
                Ejemplo: 250 g, 500 ml, 20 bolsitas de 1,5 g.
              </p>
              {error('netQuantity')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-storage`}>
                {FOOD_INFO_TEXTS.storage} <span className="field__optional">(opcional)</span>
              </label>
              <textarea
                id={`${id}-storage`}
                rows={2}
                maxLength={FOOD_STORAGE_MAX}
                value={values.storage}
                onChange={(event) => set({ storage: event.target.value })}
                aria-invalid={errors.storage ? true : undefined}
                aria-describedby={described('storage')}
                ref={(element) => fieldRef('storage', element)}
              />
              {error('storage')}
            </div>
          </div>
        </fieldset>
      ) : null}

      {category === 'plantas-esquejes' || values.botanicalName !== '' ? (
        <div className="field">
          <label htmlFor={`${id}-botanicalName`}>Nombre botánico</label>
          <input
            id={`${id}-botanicalName`}
            type="text"
            autoComplete="off"
            maxLength={BOTANICAL_NAME_MAX}
            value={values.botanicalName}
            onChange={(event) => set({ botanicalName: event.target.value })}
            aria-invalid={errors.botanicalName ? true : undefined}
            aria-describedby={described('botanicalName', `${id}-botanicalName-hint`)}
            ref={(element) => fieldRef('botanicalName', element)}
          />
          <p id={`${id}-botanicalName-hint`} className="field__hint">
            La especie, para el pasaporte fitosanitario. Ejemplo: Selenicereus undatus. Tu número de registro
            de operador profesional va en tu <Link to="/profile">perfil</Link>.
          </p>
          {error('botanicalName')}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * The legal facts' state for the product form: `build()` checks them and answers what to send (or their field
 * messages, shown at once), `focusFirst()` moves to the first refused one, `view` is the section itself.
 */
export function useLegalFacts({
  id,
  product,
  category,
  disabled,
}: {
  id: string;
  product: Product | undefined;
  category: string;
  disabled: boolean;
}) {
  const [values, setValues] = useState<LegalFormValues>(() => legalValuesOf(product));
  const [errors, setErrors] = useState<LegalErrors>({});
  const refs = useRef<Partial<Record<LegalField, HTMLElement | null>>>({});
  const build = (): LegalBuild => {
    const built = product
      ? legalUpdateFields(values, category, product)
      : legalCreateFields(values, category);
    setErrors(built.ok ? {} : built.errors);
    return built;
  };
  const focusFirst = () => {
    const first = LEGAL_FIELDS.find((field) => errors[field] !== undefined || refs.current[field]);
    const built = product
      ? legalUpdateFields(values, category, product)
      : legalCreateFields(values, category);
    const refused = built.ok ? undefined : LEGAL_FIELDS.find((field) => built.errors[field]);
    refs.current[refused ?? first ?? 'withdrawal']?.focus();
  };
  const view = (
    <LegalFacts
      id={id}
      values={values}
      onChange={(next) => {
        setValues(next);
        setErrors({});
      }}
      errors={errors}
      category={category}
      disabled={disabled}
      fieldRef={(field, element) => {
        refs.current[field] = element;
      }}
    />
  );
  return { build, focusFirst, view };
}
