/**
 * The local stack's state files (stack.json, outbox.json, stripe.json, cognito-local's config, the test timing
 * report): read back as JSON when they are there and whole, written so that a reader never sees half a file.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The JSON `file` holds; undefined when there is no such file or it is not JSON (a damaged file). */
export function readJsonFile<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Writes `text` to `file` whole or not at all (a temporary file renamed over it), making its folder. */
export function replaceFile(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
