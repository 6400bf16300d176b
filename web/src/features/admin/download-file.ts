/** Saves a text file the API answered (a payouts batch: SEPA or CSV) through an object URL. */
export function downloadFile(file: { filename: string; contentType: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
