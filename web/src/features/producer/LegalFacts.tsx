/**
 * The product form's legal facts (docs/legal.md): the withdrawal right with plain-Spanish help (TRLGDCU art.
 * 103), an elaborado's food information with the 14 allergens as a checklist (Reg. (EU) 1169/2011) and a plant's
 * botanical name (its passport, Reg. (EU) 2016/2031; the farm's operator number is in its profile).
 */
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  LEGAL_TEXT_FACT_MAX,
  WITHDRAWAL_CLASSES,
  type Allergen,
  type LegalTextFact,
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

interface TextFact {
  field: LegalTextFact;
  label: ReactNode;
  rows?: number;
  hint?: ReactNode;
}

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
  /** A fact written as text: a line (`input`) or, with `rows`, a `textarea`; its hint under it. */
  const textFact = ({ field, label, rows, hint }: TextFact) => {
    const hintId = hint ? `${id}-${field}-hint` : undefined;
    const wiring = {
      id: `${id}-${field}`,
      maxLength: LEGAL_TEXT_FACT_MAX[field],
      value: values[field],
      onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': described(field, hintId),
      ref: (element: HTMLElement | null) => fieldRef(field, element),
    };
    return (
      <div className="field">
        <label htmlFor={wiring.id}>{label}</label>
        {rows ? <textarea rows={rows} {...wiring} /> : <input type="text" autoComplete="off" {...wiring} />}
        {hint ? (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        ) : null}
        {error(field)}
      </div>
    );
  };
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
          {textFact({
            field: 'ingredients',
            label: FOOD_INFO_TEXTS.ingredients,
            rows: 3,
            hint: 'Como en la etiqueta, de más a menos cantidad. Ejemplo: Pitahaya (65 %), azúcar de caña, jugo de limón.',
          })}
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
            {textFact({
              field: 'netQuantity',
              label: FOOD_INFO_TEXTS.netQuantity,
              hint: 'Ejemplo: 250 g, 500 ml, 20 bolsitas de 1,5 g.',
            })}
            {textFact({
              field: 'storage',
              label: (
                <>
                  {FOOD_INFO_TEXTS.storage} <span className="field__optional">(opcional)</span>
                </>
              ),
              rows: 2,
            })}
          </div>
        </fieldset>
      ) : null}

      {category === 'plantas-esquejes' || values.botanicalName !== ''
        ? textFact({
            field: 'botanicalName',
            label: 'Nombre botánico',
            hint: (
              <>
                La especie, para el pasaporte fitosanitario. Ejemplo: Selenicereus undatus. Tu número de
                registro de operador profesional va en tu <Link to="/profile">perfil</Link>.
              </>
            ),
          })
        : null}
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
