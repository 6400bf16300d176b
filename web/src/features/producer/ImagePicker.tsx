import { useId, useRef, useState, type DragEvent } from 'react';
import { MAX_IMAGES_PER_PRODUCT } from '../../../../shared/constants/images.js';
import { ACCEPTED_IMAGE_TYPES, formatBytes, type ImagesState, type RejectedFile } from './image-picking';
import { FieldError } from '../../components/forms/Fields';

interface ImagePickerProps {
  state: ImagesState;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onThumbnail: (key: string) => void;
  /** Files refused by the last pick. */
  rejected: readonly RejectedFile[];
  /** The field's message (e.g. the thumbnail is required). */
  error?: string;
  errorId: string;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * The photos of the product form: pick (button or drop), preview, choose the main photo (radio buttons),
 * remove. The file input is the real control (keyboard and screen readers reach it); its label looks like a
 * button.
 */
export function ImagePicker({
  state,
  onAdd,
  onRemove,
  onThumbnail,
  rejected,
  error,
  errorId,
  disabled,
  inputRef,
}: ImagePickerProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const localInput = useRef<HTMLInputElement | null>(null);
  const full = state.images.length >= MAX_IMAGES_PER_PRODUCT;
  const hintId = `${id}-hint`;
  const rejectedId = `${id}-rejected`;
  const describedBy = [hintId, error ? errorId : null, rejected.length > 0 ? rejectedId : null]
    .filter(Boolean)
    .join(' ');

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onAdd(files);
  };

  return (
    <fieldset className="card image-picker" disabled={disabled} aria-describedby={describedBy}>
      <legend className="image-picker__legend">Fotos</legend>
      <p id={hintId} className="form__hint">
        JPEG, PNG o WebP, hasta 5 MB cada una, máximo {MAX_IMAGES_PER_PRODUCT}. La foto principal es la que se
        ve en el catálogo. ({state.images.length} de {MAX_IMAGES_PER_PRODUCT})
      </p>

      <div
        className={`image-picker__drop${dragging ? ' is-dragging' : ''}${error ? ' has-error' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={(element) => {
            localInput.current = element;
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) (inputRef as React.RefObject<HTMLInputElement | null>).current = element;
          }}
          id={`${id}-input`}
          className="visually-hidden image-picker__input"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          multiple
          disabled={disabled || full}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) onAdd(files);
          }}
        />
        <label htmlFor={`${id}-input`} className={`btn btn--secondary${full ? ' is-disabled' : ''}`}>
          Añadir fotos
        </label>
        <span className="image-picker__drop-text">
          {full ? 'Has llegado al máximo de fotos.' : 'o arrástralas aquí'}
        </span>
      </div>

      <FieldError id={errorId} message={error} />
      {rejected.length > 0 ? (
        <ul id={rejectedId} className="image-picker__rejected" role="alert">
          {rejected.map((file, index) => (
            <li key={`${file.name}-${index}`} className="field__error">
              {file.message}
            </li>
          ))}
        </ul>
      ) : null}

      {state.images.length > 0 ? (
        <ul className="image-picker__list" aria-label="Fotos del producto">
          {state.images.map((image, index) => {
            const isThumb = image.key === state.thumbKey;
            const label = image.kind === 'new' ? image.file.name : `Foto ${index + 1} (ya publicada)`;
            return (
              <li key={image.key} className={`image-tile${isThumb ? ' is-thumb' : ''}`}>
                <div className="image-tile__media">
                  <img
                    src={image.kind === 'new' ? image.previewUrl : image.url}
                    alt={`Foto ${index + 1}: ${label}`}
                    width={160}
                    height={160}
                  />
                  {isThumb ? <span className="pill image-tile__badge">Principal</span> : null}
                </div>
                <div className="image-tile__body">
                  <p className="image-tile__name" title={label}>
                    {label}
                  </p>
                  {image.kind === 'new' ? (
                    <p className="image-tile__meta">{formatBytes(image.file.size)}</p>
                  ) : null}
                  <label className="image-tile__thumb">
                    <input
                      type="radio"
                      name={`${id}-thumbnail`}
                      checked={isThumb}
                      onChange={() => onThumbnail(image.key)}
                    />
                    Foto principal
                  </label>
                  <button
                    type="button"
                    className="btn btn--link image-tile__remove"
                    onClick={() => onRemove(image.key)}
                    aria-label={`Quitar ${label}`}
                  >
                    Quitar
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
