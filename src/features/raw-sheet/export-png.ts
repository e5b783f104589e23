// PNG export of the shown table with html-to-image: pixel ratio 2, at least 800 x 400 CSS pixels,
// on white, named coles-algo-{sport}-{tab}-{date}.png.
import { toPng } from 'html-to-image';
import { PNG_EXPORT, exportFailedAlert, pngFileName } from '../../domain/raw-sheet/raw-sheet-table';

export async function exportTablePng(
  table: HTMLElement,
  names: { sport: string; tab: string; date: string },
  lightClass: string,
): Promise<void> {
  // Dark-theme text would vanish on the white background: draw the table's light variant.
  table.classList.add(lightClass);
  try {
    const width = Math.max(PNG_EXPORT.minWidth, Math.ceil(table.scrollWidth));
    const height = Math.max(PNG_EXPORT.minHeight, Math.ceil(table.scrollHeight));
    const dataUrl = await toPng(table, {
      pixelRatio: PNG_EXPORT.pixelRatio,
      backgroundColor: PNG_EXPORT.background,
      width,
      height,
      cacheBust: true,
    });
    const link = document.createElement('a');
    link.href = dataUrl;
    link.download = pngFileName(names.sport, names.tab, names.date);
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    window.alert(exportFailedAlert(message || 'unknown error'));
  } finally {
    table.classList.remove(lightClass);
  }
}
