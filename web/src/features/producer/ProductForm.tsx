/**
 * Create or edit a product: the shared schemas' rules with Spanish messages on the fields, the name checked
 * against the producer's other products while typing, photos (pick, preview, main photo, remove, keep), then
 * POST/PUT and the photos to their presigned URLs with a progress bar each and a retry on failure.
 */
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProductSaved } from '../../../../shared/contracts/products/contract.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { PRODUCT_MESSAGES } from '../../../../shared/messages/product.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { parsePriceInput, publishedPrice } from '../../../../shared/rules/number-input.js';
import { unitPrice } from '../../../../shared/rules/pricing/unit-price.js';
import { CharacterCount } from '../../components/forms/CharacterCount';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { normalizeName } from '../../lib/normalize';
import { overLimit } from '../../lib/text-limits';
import {
  addFiles,
  initialImages,
  newImages,
  removeImage,
  setThumbnail,
  type ImagesState,
  type RejectedFile,
} from './image-picking';
import { ImagePicker } from './ImagePicker';
import { nameCheckerFor, useNameCheck } from './name-check';
import { idOf } from './own-products';
import {
  buildCreateBody,
  buildUpdateBody,
  EMPTY_VALUES,
  FORM_FIELDS,
  fieldError,
  LIMITS,
  serverErrors,
  valuesOf,
  type FormErrors,
  type FormField,
  type BuildResult,
  type ProductFormValues,
  type TextField,
} from './product-form';
import { createProduct, updateProduct, useAfterProductChange } from './products-api';
import { TaxRateChoice } from './TaxRateChoice';
import {
  CATEGORY_LABELS,
  PITAHAYA_VARIETIES,
  PRODUCT_CATEGORIES,
  VARIETY_LABELS,
} from '../../../../shared/constants/product-attributes.js';
import { madridToday } from '../../../../shared/utils/madrid-time.js';
import { UploadPanel, useProductUploads } from './ProductUploads';
import { useLegalFacts } from './LegalFacts';
import { useSubscriptionChoice } from './SubscriptionChoice';
import { FieldError } from '../../components/forms/Fields';
import { BusyButton } from '../../components/BusyButton';
import { Options } from '../../components/forms/Options';

export const PRODUCTS_PATH = '/producer/products';
/** Where an admin editing another farm's product goes back to. */
export const ADMIN_PRODUCTS_PATH = '/admin/products';

/** Ours: help under the fields. */
const HINTS: Partial<Record<TextField, string>> = {
  name: 'Tus productos no pueden repetir nombre.',
  price: 'En euros, por unidad de venta, con coma para los decimales. Ejemplo: 4,50 o 1.250,00',
  stock: 'Unidades de venta disponibles. Ejemplo: 120 o 1.000',
  unit: 'Cómo se vende: kg, caja de 5 kg, tarro de 250 g...',
  category: 'Dónde lo encuentran los clientes en el catálogo.',
  variety: 'La pitahaya del producto. «No aplica» si no viene de una sola variedad.',
  origin: 'Dónde se cultivó. Ejemplo: Níjar, Almería',
  harvestDate: 'De la fruta del producto. No puede ser posterior a hoy.',
};

interface ProductFormProps {
  /** The product being edited; absent when creating. */
  product?: Product;
  /** Whose products the name must not repeat (the product's producer; the caller when creating). */
  producerId?: string;
  /** True when that producer is the signed-in user (else an admin checks another producer's names). */
  ownerIsCaller?: boolean;
}

/** A body built from the form, with the call that saves it (an update or a create). */
function withSave<T>(built: BuildResult<T>, save: (body: T) => Promise<ProductSaved>) {
  return built.ok ? { ...built, save: () => save(built.body) } : built;
}

export function ProductForm({ product, producerId, ownerIsCaller = true }: ProductFormProps) {
  const editing = product !== undefined;
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = useAfterProductChange();
  const [values, setValues] = useState<ProductFormValues>(() => (product ? valuesOf(product) : EMPTY_VALUES));

  const [images, setImages] = useState<ImagesState>(() => initialImages(product));
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const savedRef = useRef<Product | null>(product ?? null);
  const fieldRefs = useRef<Partial<Record<FormField, HTMLElement | null>>>({});
  const messageRef = useRef<HTMLDivElement>(null);

  // Previews are object URLs: revoke whatever is left when the form goes away.
  const imagesRef = useRef(images);
  imagesRef.current = images;
  useEffect(
    () => () => {
      for (const image of newImages(imagesRef.current)) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  const checker = useMemo(() => nameCheckerFor(producerId, ownerIsCaller), [producerId, ownerIsCaller]);
  const listPath = ownerIsCaller ? PRODUCTS_PATH : ADMIN_PRODUCTS_PATH;
  const originalName = product ? normalizeName(product.name) : null;
  const nameCheck = useNameCheck(values.name, {
    checker,
    excludeId: product ? idOf(product) : undefined,
    skip: (normalized) => normalized === originalName,
  });
  const nameTaken = nameCheck.status === 'taken';
  const nameError = errors.name ?? (nameTaken ? VALIDATION_MESSAGES.productNameTaken : undefined);

  const finish = async (message: string) => {
    // Every products answer in the SWR cache (catalog, product pages, own lists) is read again.
    await refresh.everyProductAnswer();
    toast.success(message);
    void navigate(listPath);
  };
  const uploads = useProductUploads({ savedRef, editing, finish });
  const locked = saving || uploads.uploading;
  // Issue 31 (docs/legal.md): the withdrawal right, the food information, a plant's botanical name.
  const legalFacts = useLegalFacts({ id, product, category: values.category, disabled: locked });
  // Issue 33 (docs/subscriptions.md): the intervals it is sold at by subscription.
  const subscriptionChoice = useSubscriptionChoice({ id, product, disabled: locked });

  const onChange =
    (field: TextField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // Past a limit the message shows at once; other messages follow the typing after a first attempt.
      if (submitted || errors[field] || overLimit(next[field], LIMITS[field])) {
        setErrors((current) => ({ ...current, [field]: fieldError(field, next) }));
      }
    };

  // Focus moves after the render that shows the message (the fields are disabled while saving).
  const [focusTarget, setFocusTarget] = useState<FormField | 'message' | null>(null);
  const focusFirst = (found: FormErrors) => setFocusTarget(FORM_FIELDS.find((field) => found[field]) ?? null);
  useEffect(() => {
    if (!focusTarget || locked) return;
    if (focusTarget === 'message') messageRef.current?.focus();
    else fieldRefs.current[focusTarget]?.focus();
    setFocusTarget(null);
  }, [focusTarget, locked]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    setSubmitted(true);
    setFormMessage(null);
    const legalBuilt = legalFacts.build();
    const extra = { ...(legalBuilt.ok ? legalBuilt.fields : {}), ...subscriptionChoice.fields() };
    const built = product
      ? withSave(buildUpdateBody(values, images, product, extra), (body) =>
          updateProduct(idOf(product), body),
        )
      : // A new product's legal facts never clear anything (legalCreateFields sends no null).
        withSave(
          buildCreateBody(values, images, extra as Parameters<typeof buildCreateBody>[2]),
          createProduct,
        );
    if (!legalBuilt.ok && built.ok) {
      legalFacts.focusFirst();
      return;
    }
    if (!built.ok) {
      setErrors(built.errors);
      if (built.message) {
        setFormMessage(built.message);
        setFocusTarget('message');
      } else focusFirst(built.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (await nameCheck.check()) {
        const found = { name: VALIDATION_MESSAGES.productNameTaken };
        setErrors(found);
        focusFirst(found);
        return;
      }
      const answer = await built.save();
      checker.invalidate();
      const saved = answer.product;
      savedRef.current = saved;
      const uploadUrls = answer.uploadUrls ?? [];
      if (uploadUrls.length === 0) {
        await finish(editing ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created);
        return;
      }
      setSaving(false);
      await uploads.start(saved, uploadUrls, images);
    } catch (error) {
      const mapped = serverErrors(error);
      setErrors(mapped.errors);
      const message = mapped.message ?? (Object.keys(mapped.errors).length > 0 ? null : errorMessage(error));
      setFormMessage(message);
      if (message) setFocusTarget('message');
      else focusFirst(mapped.errors);
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = (field: TextField) => {
    const message = field === 'name' ? nameError : errors[field];
    const describedBy = [
      message ? `${id}-${field}-error` : null,
      HINTS[field] ? `${id}-${field}-hint` : null,
      LIMITS[field] ? `${id}-${field}-count` : null,
      field === 'price' ? `${id}-price-preview` : null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: onChange(field),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
        fieldRefs.current[field] = element;
      },
    };
  };

  const messageFor = (field: TextField) => (
    <FieldError id={`${id}-${field}-error`} message={field === 'name' ? nameError : errors[field]} />
  );
  const hintFor = (field: TextField) =>
    HINTS[field] ? (
      <p id={`${id}-${field}-hint`} className="field__hint">
        {HINTS[field]}
      </p>
    ) : null;
  const countFor = (field: TextField) => {
    const limit = LIMITS[field];
    return limit ? (
      <CharacterCount id={`${id}-${field}-count`} value={values[field]} max={limit.max} />
    ) : null;
  };
  // The price as the shop will show it, while typing ("1.234,56" -> "1234,56 € / kg").
  const preview = publishedPrice(values.price);
  const unitText = values.unit.trim();
  // And its price per kilo or litre, as the storefront will show it beside the price ("27,60 €/kg").
  const typedPrice = parsePriceInput(values.price).value;
  const perUnit = preview && typedPrice !== undefined ? unitPrice(typedPrice, unitText) : null;

  return (
    <form
      className="form product-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={locked || undefined}
    >
      {formMessage ? (
        <div ref={messageRef} className="form-alert" role="alert" tabIndex={-1}>
          {formMessage}
        </div>
      ) : null}

      <fieldset className="card product-form__section" disabled={locked}>
        <legend className="product-form__legend">Datos del producto</legend>
        <div className="field">
          <label htmlFor={`${id}-name`}>Nombre</label>
          <input type="text" autoComplete="off" {...fieldProps('name')} />
          {hintFor('name')}
          {countFor('name')}
          <p className="field__status" aria-live="polite">
            {nameCheck.status === 'checking' ? 'Comprobando el nombre...' : ''}
          </p>
          {messageFor('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-shortDescription`}>
            Descripción corta <span className="field__optional">(opcional)</span>
          </label>
          <textarea rows={4} {...fieldProps('shortDescription')} />
          {countFor('shortDescription')}
          {messageFor('shortDescription')}
        </div>
        <div className="form__row form__row--3">
          <div className="field">
            <label htmlFor={`${id}-price`}>Precio (€)</label>
            <input type="text" inputMode="decimal" autoComplete="off" {...fieldProps('price')} />
            {hintFor('price')}
            <p id={`${id}-price-preview`} className="field__preview" data-testid="price-preview">
              {preview ? (
                <>
                  Se publicará como{' '}
                  <strong>
                    {preview}
                    {unitText ? ` / ${unitText}` : ''}
                  </strong>
                  {perUnit && perUnit.amount !== typedPrice ? ` (${perUnit.text})` : null}
                </>
              ) : null}
            </p>
            {messageFor('price')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-unit`}>Unidad de venta</label>
            <input type="text" list={`${id}-units`} autoComplete="off" {...fieldProps('unit')} />
            <datalist id={`${id}-units`}>
              <option value="kg" />
              <option value="unidad" />
              <option value="caja de 5 kg" />
              <option value="tarro de 250 g" />
              <option value="botella de 500 ml" />
            </datalist>
            {hintFor('unit')}
            {countFor('unit')}
            {messageFor('unit')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-stock`}>Stock</label>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              {...fieldProps('stock')}
            />
            {hintFor('stock')}
            {messageFor('stock')}
          </div>
        </div>
        <TaxRateChoice
          id={id}
          value={values.taxRate}
          onChange={(taxRate) => {
            setValues((current) => ({ ...current, taxRate }));
            setErrors((current) => ({ ...current, taxRate: undefined }));
          }}
          error={errors.taxRate}
          inputRef={(element) => {
            fieldRefs.current.taxRate = element;
          }}
        />
      </fieldset>

      <fieldset className="card product-form__section" disabled={locked}>
        <legend className="product-form__legend">Categoría, variedad y origen</legend>
        <div className="form__row">
          <div className="field">
            <label htmlFor={`${id}-category`}>Categoría</label>
            <select {...fieldProps('category')}>
              <option value="">Elige una categoría</option>
              <Options values={PRODUCT_CATEGORIES} labels={CATEGORY_LABELS} />
            </select>
            {hintFor('category')}
            {messageFor('category')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-variety`}>
              Variedad <span className="field__optional">(opcional)</span>
            </label>
            <select {...fieldProps('variety')}>
              <option value="">Sin indicar</option>
              <Options values={PITAHAYA_VARIETIES} labels={VARIETY_LABELS} />
            </select>
            {hintFor('variety')}
            {messageFor('variety')}
          </div>
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor={`${id}-origin`}>
              Origen <span className="field__optional">(opcional)</span>
            </label>
            <input type="text" autoComplete="off" {...fieldProps('origin')} />
            {hintFor('origin')}
            {countFor('origin')}
            {messageFor('origin')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-harvestDate`}>
              Fecha de cosecha <span className="field__optional">(opcional)</span>
            </label>
            <input type="date" max={madridToday(new Date())} {...fieldProps('harvestDate')} />
            {hintFor('harvestDate')}
            {messageFor('harvestDate')}
          </div>
        </div>
      </fieldset>

      {legalFacts.view}

      {subscriptionChoice.view}

      <ImagePicker
        state={images}
        disabled={locked}
        rejected={rejected}
        error={errors.images}
        errorId={`${id}-images-error`}
        inputRef={(element) => {
          fieldRefs.current.images = element;
        }}
        onAdd={(files) => {
          const result = addFiles(images, files, (file) => URL.createObjectURL(file));
          setImages(result.state);
          setRejected(result.rejected);
          if (result.state.images.length > 0) setErrors((current) => ({ ...current, images: undefined }));
        }}
        onRemove={(key) => {
          setImages((current) => removeImage(current, key, (url) => URL.revokeObjectURL(url)));
          setRejected([]);
        }}
        onThumbnail={(key) => setImages((current) => setThumbnail(current, key))}
      />

      {uploads.queue ? (
        <UploadPanel id={id} uploads={uploads} />
      ) : (
        <div className="actions product-form__actions">
          <BusyButton
            type="submit"
            className="btn btn--primary"
            busy={saving}
            disabled={locked}
            busyLabel="Guardando..."
          >
            {editing ? 'Guardar cambios' : 'Publicar producto'}
          </BusyButton>
          <Link to={listPath} className="btn btn--ghost">
            Cancelar
          </Link>
        </div>
      )}
    </form>
  );
}
