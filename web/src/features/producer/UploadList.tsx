import { useSyncExternalStore } from 'react';
import type { UploadQueue, UploadTask } from './upload-queue';

const STATUS_TEXT: Record<UploadTask['status'], string> = {
  waiting: 'En espera',
  uploading: 'Subiendo...',
  done: 'Subida',
  failed: 'Error',
};

/** The photos being stored: a progress bar each, and "Reintentar" on a failed one. */
export function UploadList({ queue, onRetry }: { queue: UploadQueue; onRetry: (id: string) => void }) {
  const tasks = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return (
    <ul className="upload-list" aria-label="Subida de fotos">
      {tasks.map((task) => (
        <li key={task.id} className={`upload-item upload-item--${task.status}`} data-testid="upload-item">
          <div className="upload-item__head">
            <span className="upload-item__name">{task.filename}</span>
            <span className="upload-item__status">
              {task.status === 'uploading' ? `${task.percent} %` : STATUS_TEXT[task.status]}
            </span>
          </div>
          <div
            className="upload-item__bar"
            role="progressbar"
            aria-label={`Subida de ${task.filename}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={task.percent}
            aria-valuetext={task.status === 'done' ? 'Subida completa' : `${task.percent} %`}
          >
            <span className="upload-item__fill" style={{ width: `${task.percent}%` }} />
          </div>
          {task.status === 'failed' ? (
            <div className="upload-item__error">
              <p className="field__error">{task.error}</p>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => onRetry(task.id)}
              >
                Reintentar <span className="visually-hidden">{task.filename}</span>
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
