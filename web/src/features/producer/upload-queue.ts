/**
 * The photos of a saved product on their way to storage: one presigned PUT each (lib/upload.ts), all at
 * once, each with its progress. A failed one can be retried: with the same URL while it is still valid, with
 * a fresh one otherwise (the caller asks the API again for that photo, `refresh`). A small store
 * (subscribe / getSnapshot) so React reads it with useSyncExternalStore and tests drive it directly.
 */
import { isApiError } from '../../lib/api/errors';
import { needsFreshUrl, UPLOAD_MESSAGES, uploadFile, type UploadOptions } from '../../lib/upload';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadTask {
  id: string;
  filename: string;
  file: Blob;
  contentType: string;
  isThumb: boolean;
  /** Presigned PUT URL. */
  url: string;
  /** When `url` was issued (epoch ms). */
  issuedAt: number;
  status: UploadStatus;
  percent: number;
  error: string | null;
  /** The error behind `error` (decides whether a retry needs a fresh URL). */
  cause?: unknown;
  /** The URL must be replaced before the next try (it expired, was refused, or its renewal failed). */
  stale?: boolean;
}

export interface FreshUrl {
  url: string;
  issuedAt?: number;
}

export interface UploadQueueOptions {
  /** Asks the API for a new upload URL for this photo (PUT /v1/products/{id} with it). */
  refresh: (task: UploadTask) => Promise<FreshUrl>;
  upload?: (options: UploadOptions) => Promise<void>;
  now?: () => number;
}

export type NewTask = Pick<UploadTask, 'id' | 'filename' | 'file' | 'contentType' | 'isThumb' | 'url'> & {
  issuedAt?: number;
};

export class UploadQueue {
  private tasks: UploadTask[];
  private readonly listeners = new Set<() => void>();
  private readonly options: Required<UploadQueueOptions>;

  constructor(tasks: readonly NewTask[], options: UploadQueueOptions) {
    this.options = { upload: uploadFile, now: Date.now, ...options };
    const issuedAt = this.options.now();
    this.tasks = tasks.map((task) => ({
      issuedAt,
      ...task,
      status: 'waiting',
      percent: 0,
      error: null,
    }));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadTask[] => this.tasks;

  get done(): boolean {
    return this.tasks.every((task) => task.status === 'done');
  }

  get failed(): UploadTask[] {
    return this.tasks.filter((task) => task.status === 'failed');
  }

  get busy(): boolean {
    return this.tasks.some((task) => task.status === 'uploading' || task.status === 'waiting');
  }

  private update(id: string, change: Partial<UploadTask>): void {
    this.tasks = this.tasks.map((task) => (task.id === id ? { ...task, ...change } : task));
    for (const listener of this.listeners) listener();
  }

  private find(id: string): UploadTask | undefined {
    return this.tasks.find((task) => task.id === id);
  }

  /** Sends every waiting photo; answers true when all are stored. */
  async start(): Promise<boolean> {
    await Promise.all(
      this.tasks.filter((task) => task.status === 'waiting').map((task) => this.send(task.id)),
    );
    return this.done;
  }

  /** Tries a failed photo again (a fresh URL when the old one expired or was refused). */
  async retry(id: string): Promise<boolean> {
    const task = this.find(id);
    if (!task || task.status !== 'failed') return task?.status === 'done';
    if (task.stale || needsFreshUrl(task.cause, task.issuedAt, this.options.now())) {
      this.update(id, { status: 'uploading', percent: 0, error: null, cause: undefined });
      try {
        const fresh = await this.options.refresh(task);
        this.update(id, { url: fresh.url, issuedAt: fresh.issuedAt ?? this.options.now(), stale: false });
      } catch (error) {
        this.update(id, {
          status: 'failed',
          error: isApiError(error) ? error.message : UPLOAD_MESSAGES.failed,
          cause: error,
          stale: true,
        });
        return false;
      }
    }
    return this.send(id);
  }

  private async send(id: string): Promise<boolean> {
    const task = this.find(id);
    if (!task) return false;
    this.update(id, { status: 'uploading', percent: 0, error: null, cause: undefined });
    try {
      await this.options.upload({
        url: task.url,
        body: task.file,
        contentType: task.contentType,
        onProgress: ({ percent }) => {
          if (this.find(id)?.percent !== percent) this.update(id, { percent });
        },
      });
      this.update(id, { status: 'done', percent: 100 });
      return true;
    } catch (error) {
      this.update(id, {
        status: 'failed',
        error: error instanceof Error ? error.message : UPLOAD_MESSAGES.failed,
        cause: error,
        stale: needsFreshUrl(error, task.issuedAt, this.options.now()),
      });
      return false;
    }
  }
}

/**
 * The product's public image URL that a presigned upload URL stores: the upload's path ends with the image's
 * path (/images/products/<id>/<file>), whatever the bucket's host or path style.
 */
export function publicUrlFor(uploadUrl: string, imageUrls: readonly string[]): string | null {
  let uploadPath: string;
  try {
    uploadPath = decodeURIComponent(new URL(uploadUrl, 'http://localhost').pathname);
  } catch {
    return null;
  }
  return (
    imageUrls.find((url) => {
      try {
        const path = new URL(url, 'http://localhost').pathname;
        return path.length > 1 && uploadPath.endsWith(path);
      } catch {
        return false;
      }
    }) ?? null
  );
}
