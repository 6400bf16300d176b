/**
 * «Página de tu finca» in /profile (producers, docs/farms.md): the farm's public page as the producer sees it
 * (its address, with a link; province; story; photos, the ones still being checked marked) and its form: the
 * address (/fincas/...), province, story and photos (keep, remove, add up to six; new ones go to their presigned
 * URLs and through the same check as product photos). Saves with PUT /v1/users/profile/farm.
 */
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import type { OwnFarmPage } from '../../../../shared/contracts/profile/farm-entities.js';
import {
  farmPageUpdateSchema,
  type FarmPageUpdateRequest,
} from '../../../../shared/contracts/profile/farm-schemas.js';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from '../../../../shared/constants/images.js';
import { FARM_PAGE_LIMITS } from '../../../../shared/constants/farm-page.js';
import { FARM_PAGE_MESSAGES } from '../../../../shared/messages/farm-page.js';
import { PROVINCE_CODES, PROVINCES } from '../../../../shared/rules/provinces.js';
import { SelectField, TextAreaField, TextField } from '../../components/forms/Fields';
import { serverFieldErrors, useForm, validateWith } from '../../components/forms/use-form';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api/errors';
import { uploadFile } from '../../lib/upload';
import { EditableCard, useEditing, type FormEnd } from './EditableCard';
import { updateFarmPage, useMyFarmPage } from './farm-page-api';
import { profileProblem, type ProblemText } from './profile-problem';
import { SaveOrCancel } from './SaveOrCancel';
import './farm-page-card.css';
import { ProblemForm } from './ProblemAlert';

export const FARM_PAGE_ANCHOR = 'pagina-de-tu-finca';

/** Ours: the card's texts. */
export const FARM_PAGE_TEXTS = {
  saved: 'Página de la finca actualizada',
  saveFailed: 'No se pudieron guardar los cambios de tu página. Inténtalo de nuevo.',
  uploadFailed: 'Guardamos la página, pero alguna foto no se pudo subir. Vuelve a añadirla.',
  photoTooLarge: 'Cada foto puede pesar como mucho 5 MB.',
  photoType: 'Elige fotos JPG, PNG o WebP.',
  tooManyPhotos: `La página admite como mucho ${FARM_PAGE_LIMITS.photosMax} fotos.`,
  pending: 'En revisión: se verá en tu página en cuanto pase la comprobación.',
} as const;

const FIELDS = ['slug', 'provinceCode', 'story'] as const;
type Field = (typeof FIELDS)[number];

const provinceOptions = [
  ['', 'Sin indicar'],
  ...PROVINCE_CODES.map((code) => [code, PROVINCES[code]] as const),
] as const;

export function FarmPageCard({ userId }: { userId: string }) {
  const { data, mutate } = useMyFarmPage(userId);
  const edit = useEditing();
  const farm = data?.farm;
  return (
    <EditableCard
      edit={edit}
      id={FARM_PAGE_ANCHOR}
      className="farm-card"
      testId="farm-page-card"
      title="Página de tu finca"
      editLabel={farm ? 'Editar página' : null}
    >
      <p className="form__hint">
        Lo que ven los clientes al pulsar el nombre de tu finca en tus productos: tu historia, tus fotos y
        dónde estás.
      </p>
      {!farm ? (
        <p className="form__hint">Cargando...</p>
      ) : edit.editing ? (
        <FarmPageForm
          farm={farm}
          {...edit.formEnd((saved: OwnFarmPage) => void mutate({ farm: saved }, { revalidate: false }))}
        />
      ) : (
        <FarmPageSummary farm={farm} />
      )}
    </EditableCard>
  );
}

function FarmPageSummary({ farm }: { farm: OwnFarmPage }) {
  return (
    <>
      <dl className="profile-details">
        <div className="profile-details__row">
          <dt>Dirección</dt>
          <dd>
            <Link to={`/fincas/${farm.slug}`} data-testid="farm-page-link">
              /fincas/{farm.slug}
            </Link>
          </dd>
        </div>
        <div className="profile-details__row">
          <dt>Provincia</dt>
          <dd>{farm.province ?? 'Sin indicar'}</dd>
        </div>
        <div className="profile-details__row">
          <dt>Historia</dt>
          <dd className="user-text farm-page-card__story">{farm.story || 'Aún no la has contado.'}</dd>
        </div>
        <div className="profile-details__row">
          <dt>Fotos</dt>
          <dd>{farm.imageUrls.length === 0 ? 'Ninguna todavía.' : `${farm.imageUrls.length}`}</dd>
        </div>
      </dl>
      <PhotoList farm={farm} />
    </>
  );
}

function PhotoList({
  farm,
  kept,
  onRemove,
}: {
  farm: OwnFarmPage;
  kept?: readonly string[];
  onRemove?: (url: string) => void;
}) {
  const urls = kept ?? farm.imageUrls;
  if (urls.length === 0) return null;
  return (
    <ul className="farm-page-card__photos">
      {urls.map((url, index) => (
        <li key={url}>
          <img src={url} alt={`Foto ${index + 1} de tu finca`} width={96} height={96} loading="lazy" />
          {farm.pendingImageUrls.includes(url) ? (
            <span className="farm-page-card__pending">{FARM_PAGE_TEXTS.pending}</span>
          ) : null}
          {onRemove ? (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onRemove(url)}>
              Quitar<span className="visually-hidden"> la foto {index + 1}</span>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function FarmPageForm({ farm, onSaved, onCancel }: { farm: OwnFarmPage } & FormEnd<OwnFarmPage>) {
  const toast = useToast();
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const [kept, setKept] = useState<string[]>(farm.imageUrls);
  const [files, setFiles] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<Field, FarmPageUpdateRequest>({
    fields: FIELDS,
    initial: { slug: farm.slug, provinceCode: farm.provinceCode ?? '', story: farm.story },
    validate: (values) =>
      validateWith(
        farmPageUpdateSchema,
        { slug: values.slug, story: values.story, provinceCode: values.provinceCode || null },
        FIELDS,
      ),
    limits: { story: { max: FARM_PAGE_LIMITS.storyMax, message: FARM_PAGE_MESSAGES.storyTooLong } },
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    setPhotoError(null);
    if (picked.some((file) => !(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))) {
      setPhotoError(FARM_PAGE_TEXTS.photoType);
      return;
    }
    if (picked.some((file) => file.size > MAX_IMAGE_BYTES)) {
      setPhotoError(FARM_PAGE_TEXTS.photoTooLarge);
      return;
    }
    if (kept.length + files.length + picked.length > FARM_PAGE_LIMITS.photosMax) {
      setPhotoError(FARM_PAGE_TEXTS.tooManyPhotos);
      return;
    }
    setFiles([...files, ...picked]);
  };

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    const photosChanged = files.length > 0 || kept.length !== farm.imageUrls.length;
    try {
      const answer = await updateFarmPage({
        ...body,
        ...(photosChanged ? { keepImageUrls: kept } : {}),
        ...(files.length > 0
          ? {
              imageTypes: files.map((file) => ({
                filename: file.name,
                contentType: file.type as (typeof IMAGE_CONTENT_TYPES)[number],
                size: file.size,
                isThumb: false,
              })),
            }
          : {}),
      });
      const uploads = answer.data.uploadUrls;
      const results = await Promise.allSettled(
        uploads.map((upload, index) =>
          uploadFile({ url: upload.url, body: files[index] as File, contentType: files[index]?.type ?? '' }),
        ),
      );
      if (results.some((result) => result.status === 'rejected')) toast.error(FARM_PAGE_TEXTS.uploadFailed);
      toast.success(answer.message || FARM_PAGE_TEXTS.saved);
      onSaved(answer.data.farm);
    } catch (error) {
      setProblem(profileProblem(error, FARM_PAGE_TEXTS.saveFailed));
      if (isApiError(error)) form.showErrors(serverFieldErrors(error.errors, FIELDS), null);
    }
  });

  const room = FARM_PAGE_LIMITS.photosMax - kept.length - files.length;
  return (
    <ProblemForm problem={problem} formError={form.formError} onSubmit={submit} testId="farm-page-form">
      <TextField
        form={form}
        name="slug"
        label="Dirección de tu página"
        hint={`Aparece tras /fincas/: minúsculas sin tildes, números y guiones. Si la cambias, la dirección anterior seguirá llevando a tu página.`}
        autoComplete="off"
        maxLength={FARM_PAGE_LIMITS.slugMax}
      />
      <SelectField form={form} name="provinceCode" label="Provincia" options={provinceOptions} />
      <TextAreaField
        form={form}
        name="story"
        label="Historia de tu finca"
        hint="Cuéntales quién está detrás de la finca, cómo cultivas y qué hace especial tu fruta. Separa los párrafos con una línea en blanco."
        rows={8}
        optional
      />
      <fieldset className="farm-page-card__fieldset">
        <legend>Fotos (la primera es la principal)</legend>
        <PhotoList
          farm={farm}
          kept={kept}
          onRemove={(url) => setKept(kept.filter((entry) => entry !== url))}
        />
        {files.length > 0 ? (
          <ul className="farm-page-card__new">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span className="user-text">{file.name}</span>{' '}
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => setFiles(files.filter((_, i) => i !== index))}
                >
                  Quitar<span className="visually-hidden"> {file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {room > 0 ? (
          <div className="field">
            <label htmlFor={`${form.idOf('slug')}-photos`}>Añadir fotos (JPG, PNG o WebP, hasta 5 MB)</label>
            <input
              id={`${form.idOf('slug')}-photos`}
              type="file"
              accept={IMAGE_CONTENT_TYPES.join(',')}
              multiple
              onChange={pick}
              aria-describedby={photoError ? `${form.idOf('slug')}-photos-error` : undefined}
            />
          </div>
        ) : null}
        {photoError ? (
          <p id={`${form.idOf('slug')}-photos-error`} className="field__error" role="alert">
            {photoError}
          </p>
        ) : null}
      </fieldset>
      <SaveOrCancel form={form} label="Guardar página" onCancel={onCancel} />
    </ProblemForm>
  );
}
