/**
 * Browser storage that never throws: private modes, disabled storage and full quotas answer null / false
 * instead of breaking the app. Every persisted value of the web app goes through here.
 */
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const localStore = {
  get(key: string): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** Answers false when the value could not be written. */
  set(key: string, value: string): boolean {
    const target = store();
    if (!target) return false;
    try {
      target.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      store()?.removeItem(key);
    } catch {
      // Nothing to do: storage is unavailable.
    }
  },
  getJson<T>(key: string): T | null {
    const raw = localStore.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): boolean {
    return localStore.set(key, JSON.stringify(value));
  },
};
