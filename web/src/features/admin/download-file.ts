import { saveFile } from '../../lib/save-file';

/** Saves a text file the API answered (a payouts batch: SEPA or CSV) through an object URL. */
export const downloadFile = (file: { filename: string; contentType: string; content: string }): void =>
  saveFile(new Blob([file.content], { type: file.contentType }), file.filename, { revokeAfterMs: 0 });
