/**
 * The product form's last step: the photos of the saved product on their way to storage (one presigned PUT
 * each, a progress bar each, a retry with a fresh URL when one fails), then the form is done. When some never
 * arrive, the producer may keep the product without them. Leaving the page meanwhile asks first.
 */
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { Product, UploadUrl } from '../../../../shared/contracts/products/entities.js';
import { PRODUCT_MESSAGES } from '../../../../shared/messages/product.js';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { isImageContentType, newImages, PICK_MESSAGES, type ImagesState } from './image-picking';
import { idOf } from './own-products';
import { updateProduct } from './products-api';
import { publicUrlFor, UploadQueue } from './upload-queue';
import { UploadList } from './UploadList';

/** Ours: texts of the upload step. */
export const UPLOAD_TEXTS = {
  savedWithFailures:
    'El producto está guardado, pero algunas fotos no se subieron. Reinténtalo o continúa sin ellas.',
  discarded: 'Producto guardado sin las fotos que no se pudieron subir.',
} as const;

interface UploadsOptions {
  /** The product as the server last answered it (each fresh URL changes it). */
  savedRef: MutableRefObject<Product | null>;
  editing: boolean;
  /** The product is saved with its photos: the form's end (read again, toast, back to the list). */
  finish: (message: string) => Promise<void>;
}

export type ProductUploads = ReturnType<typeof useProductUploads>;

export function useProductUploads({ savedRef, editing, finish }: UploadsOptions) {
  const toast = useToast();
  const [queue, setQueue] = useState<UploadQueue | null>(null);
  const [problem, setProblem] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const done = editing ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created;

  // Leaving the page while photos are on their way loses them: the browser asks first.
  useEffect(() => {
    if (!queue) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (queue.busy) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [queue]);

  /** The saved product's upload URLs, for the photos picked (new ones, in order). */
  const start = async (saved: Product, uploadUrls: UploadUrl[], picked: ImagesState) => {
    const files = newImages(picked);
    const tasks = uploadUrls.map((upload, index) => {
      const image = files[index];
      return {
        id: `${index}-${upload.filename}`,
        filename: upload.filename,
        file: image?.file ?? new Blob(),
        contentType: image?.file.type ?? '',
        isThumb: upload.isThumb,
        url: upload.url,
      };
    });
    const next = new UploadQueue(tasks, {
      refresh: async (task) => {
        const current = savedRef.current ?? saved;
        const failedUrl = publicUrlFor(task.url, current.imageUrls ?? []);
        // Only accepted types are ever picked (fileProblem), so this never throws.
        if (!isImageContentType(task.contentType)) throw new Error(PICK_MESSAGES.type(task.filename));
        const answer = await updateProduct(idOf(current), {
          requestUploadUrls: true,
          imageTypes: [
            {
              filename: task.filename,
              contentType: task.contentType,
              isThumb: task.isThumb,
              size: task.file.size,
            },
          ],
          keepImageUrls: (current.imageUrls ?? []).filter((url) => url !== failedUrl),
        });
        savedRef.current = answer.product;
        const fresh = answer.uploadUrls?.[0];
        if (!fresh) throw new Error(PRODUCT_MESSAGES.changedMeanwhile);
        return { url: fresh.url };
      },
    });
    setQueue(next);
    requestAnimationFrame(() => titleRef.current?.focus());
    const ok = await next.start();
    if (ok) await finish(done);
    else setProblem(true);
  };

  const retry = async (taskId: string) => {
    if (!queue) return;
    await queue.retry(taskId);
    if (queue.done) await finish(done);
  };

  /** Keeps the product without the photos that never arrived. */
  const continueWithout = async () => {
    if (!queue || !savedRef.current) return;
    const current = savedRef.current;
    const missing = queue.failed
      .map((task) => publicUrlFor(task.url, current.imageUrls ?? []))
      .filter((url): url is string => url !== null);
    setFinishing(true);
    try {
      if (missing.length > 0) {
        const answer = await updateProduct(idOf(current), {
          keepImageUrls: (current.imageUrls ?? []).filter((url) => !missing.includes(url)),
        });
        savedRef.current = answer.product;
      }
      await finish(UPLOAD_TEXTS.discarded);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setFinishing(false);
    }
  };

  return { queue, uploading: queue !== null, problem, finishing, titleRef, start, retry, continueWithout };
}

/** «Subiendo fotos»: the progress of each photo, and what to do when some failed. */
export function UploadPanel({ id, uploads }: { id: string; uploads: ProductUploads }) {
  const { queue, problem, finishing, titleRef } = uploads;
  if (!queue) return null;
  return (
    <section className="card upload-panel" aria-labelledby={`${id}-upload-title`}>
      <h2 id={`${id}-upload-title`} className="upload-panel__title" tabIndex={-1} ref={titleRef}>
        Subiendo fotos
      </h2>
      <UploadList queue={queue} onRetry={(taskId) => void uploads.retry(taskId)} />
      {problem && !queue.done ? (
        <div className="upload-panel__problem">
          <p role="alert">{UPLOAD_TEXTS.savedWithFailures}</p>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => void uploads.continueWithout()}
            disabled={finishing || queue.busy}
          >
            Continuar sin esas fotos
          </button>
        </div>
      ) : null}
    </section>
  );
}
