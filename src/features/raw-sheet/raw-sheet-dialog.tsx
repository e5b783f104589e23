// "Cole's Algo Picks Raw Sheet Data": the algorithm's projections by sport and tab, searchable,
// sortable, zoomable, exportable as PNG. Reloads when opened and when the slate date changes.
import { useMemo, useRef, useState } from 'react';
import {
  RAW_SHEET_TABS,
  RAW_SHEET_TEXTS,
  RAW_SHEET_TITLE,
  ZOOM_DEFAULT,
  defaultRawSheetTab,
  type RawSheetSport,
} from '../../domain/raw-sheet/raw-sheet-table';
import type { RawSheetReply } from '../../api/research-contract';
import {
  firstSportWithRows,
  sheetTable,
  sportKey,
  type RawSheetData,
} from '../../domain/raw-sheet/raw-sheet-view';
import { nextColumnSort, type ColumnSort } from '../../domain/raw-sheet/sort-cycle';
import { closeRawSheet } from '../../state/raw-sheet';
import { useSlateDate } from '../../state/slate';
import { useApiGet } from '../../state/hooks/use-api-get';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { ModalSheet, ModalSheetClose } from '../../ui/modal-sheet';
import { exportTablePng } from './export-png';
import { SheetControls } from './sheet-controls';
import { SheetStatus } from './sheet-status';
import { SheetTable } from './sheet-table';
import { SheetTabs } from './sheet-tabs';
import styles from './raw-sheet.module.css';

const SPORTS = Object.keys(RAW_SHEET_TABS) as RawSheetSport[];
const DEFAULT_TABS = Object.fromEntries(SPORTS.map((s) => [s, defaultRawSheetTab(s)])) as Record<
  RawSheetSport,
  string
>;

export function RawSheetDialog() {
  const table = useRef<HTMLTableElement>(null);
  const desktop = useIsDesktop();
  const date = useSlateDate();
  const reply = useApiGet<RawSheetReply>(
    date ? `/coles-algo/raw-data?${new URLSearchParams({ date }).toString()}` : null,
  );
  const [sport, setSport] = useState<RawSheetSport>('MLB');
  const [tabs, setTabs] = useState(DEFAULT_TABS);
  const [sorts, setSorts] = useState<Record<string, ColumnSort | null>>({});
  const [search, setSearch] = useState('');
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const [fullscreen, setFullscreen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const tab = tabs[sport];
  const tableKey = `${sport}/${tab}`;
  const sort = sorts[tableKey] ?? null;
  const data: RawSheetData | null = reply.status === 'ok' ? reply.data.data : null;
  const shown = useMemo(
    () => (data ? sheetTable(data, sport, tab, search, sort) : null),
    [data, sport, tab, search, sort],
  );
  const sheetDate = (reply.status === 'ok' ? reply.data.date : null) ?? date ?? '';
  // Out of season a sport has nothing on the date: open on the first sport that has rows (the
  // bettor's own choice of sport is never overridden).
  const [sportChosen, setSportChosen] = useState(false);
  const opening = data && !sportChosen ? firstSportWithRows(data, SPORTS, DEFAULT_TABS) : null;
  if (opening !== null && opening !== sport) setSport(opening);

  const onExport = async () => {
    if (!table.current) return;
    setExporting(true);
    await exportTablePng(
      table.current,
      { sport: sportKey(sport), tab, date: sheetDate },
      styles.exporting ?? '',
    );
    setExporting(false);
  };

  return (
    <ModalSheet
      onClose={closeRawSheet}
      backdropClassName={styles.backdrop}
      panelClassName={`${styles.panel} ${desktop && fullscreen ? styles.fullscreen : ''}`}
      labelledBy="raw-sheet-title"
      testId="raw-sheet"
    >
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id="raw-sheet-title" className={styles.title}>
            {RAW_SHEET_TITLE}
          </h2>
          {sheetDate !== '' && <p className={styles.date}>Slate {sheetDate}</p>}
        </div>
        <ModalSheetClose testId="raw-sheet-close" />
      </header>
      <SheetTabs
        sports={SPORTS}
        sport={sport}
        tab={tab}
        onSport={(next) => {
          setSportChosen(true);
          setSport(next);
        }}
        onTab={(next) => setTabs((all) => ({ ...all, [sport]: next }))}
      />
      <SheetControls
        search={search}
        onSearch={setSearch}
        zoom={zoom}
        onZoom={setZoom}
        fullscreen={desktop ? fullscreen : null}
        onFullscreen={() => setFullscreen((f) => !f)}
        canExport={shown !== null && shown.rows.length > 0 && !exporting}
        exporting={exporting}
        onExport={() => void onExport()}
        canRefresh={date !== null}
        onRefresh={reply.reload}
      />
      <div
        className={styles.tableBox}
        style={{ '--zoom': zoom / 100 } as React.CSSProperties}
        tabIndex={0}
        role="region"
        aria-label={`${sport} ${tab}`}
      >
        {shown && shown.rows.length > 0 ? (
          <SheetTable
            ref={table}
            columns={shown.columns}
            rows={shown.rows}
            sort={sort}
            onSort={(column) =>
              setSorts((all) => ({ ...all, [tableKey]: nextColumnSort(sort, column) }))
            }
            caption={`${RAW_SHEET_TITLE}: ${sport} ${tab}, ${sheetDate}`}
          />
        ) : (
          <SheetStatus
            reply={reply}
            waitingForDate={date === null}
            empty={shown !== null}
            noDataText={RAW_SHEET_TEXTS.noData}
          />
        )}
      </div>
    </ModalSheet>
  );
}
