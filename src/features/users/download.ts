/**
 * Saves the export as a file. Kept apart so tests can replace it (jsdom cannot download).
 */
import { saveFile } from '../../lib/csv';

export function downloadFile(fileName: string, content: Blob): void {
  saveFile(fileName, content);
}
