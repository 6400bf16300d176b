/**
 * Hands a file made in the browser (a CSV export, one's data as JSON, a payouts batch) to the browser to save:
 * an object URL on a hidden link, clicked, the URL revoked once the download has started.
 */
export function saveFile(blob: Blob, fileName: string, { revokeAfterMs = 10_000 } = {}): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
