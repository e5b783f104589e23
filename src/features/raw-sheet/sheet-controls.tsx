// The raw sheet's controls: search, zoom out / level / in, fullscreen (desktop only), PNG
// download and refresh.
import {
  RAW_SHEET_SEARCH_PLACEHOLDER,
  ZOOM_MAX,
  ZOOM_MIN,
  zoomIn,
  zoomOut,
} from '../../domain/raw-sheet/raw-sheet-table';
import styles from './raw-sheet.module.css';

interface SheetControlsProps {
  search: string;
  onSearch(value: string): void;
  zoom: number;
  onZoom(zoom: number): void;
  /** null on phones, where there is no fullscreen control. */
  fullscreen: boolean | null;
  onFullscreen(): void;
  canExport: boolean;
  exporting: boolean;
  onExport(): void;
  canRefresh: boolean;
  onRefresh(): void;
}

export function SheetControls(props: SheetControlsProps) {
  const { search, onSearch, zoom, onZoom, fullscreen, onFullscreen } = props;
  const { canExport, exporting, onExport, canRefresh, onRefresh } = props;
  return (
    <div className={styles.controls}>
      <input
        type="search"
        className={styles.search}
        placeholder={RAW_SHEET_SEARCH_PLACEHOLDER}
        aria-label={RAW_SHEET_SEARCH_PLACEHOLDER}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        data-testid="raw-sheet-search"
      />
      <div className={styles.zoom} role="group" aria-label="Zoom">
        <button
          type="button"
          className={styles.control}
          onClick={() => onZoom(zoomOut(zoom))}
          disabled={zoom <= ZOOM_MIN}
          aria-label="Zoom out"
          data-testid="raw-sheet-zoom-out"
        >
          −
        </button>
        <span className={styles.zoomLevel} data-testid="raw-sheet-zoom-level">
          {zoom}%
        </span>
        <button
          type="button"
          className={styles.control}
          onClick={() => onZoom(zoomIn(zoom))}
          disabled={zoom >= ZOOM_MAX}
          aria-label="Zoom in"
          data-testid="raw-sheet-zoom-in"
        >
          +
        </button>
      </div>
      {fullscreen !== null && (
        <button
          type="button"
          className={styles.control}
          onClick={onFullscreen}
          data-testid="raw-sheet-fullscreen"
        >
          {fullscreen ? 'Exit Fullscreen' : 'Fullscreen'}
        </button>
      )}
      <button
        type="button"
        className={styles.control}
        onClick={onExport}
        disabled={!canExport}
        data-testid="raw-sheet-download"
      >
        {exporting ? 'Exporting…' : 'Download PNG'}
      </button>
      <button
        type="button"
        className={styles.control}
        onClick={onRefresh}
        disabled={!canRefresh}
        data-testid="raw-sheet-refresh"
      >
        Refresh
      </button>
    </div>
  );
}
