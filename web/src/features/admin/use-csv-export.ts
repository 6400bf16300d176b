/**
 * "Exportar CSV" of an admin list: every row of its filters read page after page, written as a CSV file and
 * handed to the browser; a toast says how many rows went into which file, or why it failed.
 */
import { useState } from 'react';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { downloadCsv } from './users-csv';

interface CsvExport<T> {
  /** What one row is and what several are ('usuario', 'usuarios'). */
  noun: readonly [one: string, many: string];
  /** The file's name (made when the export starts). */
  fileName: () => string;
  /** Every row of the filters; `onProgress` hears how many have been read so far. */
  readAll: (onProgress: (count: number) => void) => Promise<readonly T[]>;
  toCsv: (rows: readonly T[]) => string;
  /** The button says how many rows have been read ('Exportando... (40)'). */
  counted?: boolean;
}

export function useCsvExport<T>({ noun, fileName, readAll, toCsv, counted = false }: CsvExport<T>) {
  const toast = useToast();
  /** How many rows have been read, or null when no export is under way. */
  const [progress, setProgress] = useState<number | null>(null);
  const start = async () => {
    if (progress !== null) return;
    setProgress(0);
    const name = fileName();
    try {
      const all = await readAll(setProgress);
      downloadCsv(toCsv(all), name);
      toast.success(`Exportación lista: ${all.length} ${all.length === 1 ? noun[0] : noun[1]} en ${name}.`);
    } catch (failure) {
      toast.error(`No se pudo exportar: ${errorMessage(failure)}`);
    } finally {
      setProgress(null);
    }
  };
  return {
    busy: progress !== null,
    busyLabel: counted ? `Exportando... (${progress})` : 'Exportando...',
    start: () => void start(),
  };
}
