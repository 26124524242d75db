/**
 * Saves generated content as a file through a temporary object URL. Kept apart so tests can
 * replace it (jsdom cannot download).
 */

export function downloadFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL after click() returns; give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
