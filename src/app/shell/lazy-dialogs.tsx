// The dialogs any screen can open (pick detail, Cole's raw sheet), mounted once here and loaded
// only when first opened, so their code (uPlot, html-to-image) stays out of the first route.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { pickDetail } from '../../state/pick-detail';
import { rawSheet } from '../../state/raw-sheet';

const PickDetailHost = lazy(() =>
  import('../../features/pick-detail/pick-detail-host').then((m) => ({
    default: m.PickDetailHost,
  })),
);
const RawSheetHost = lazy(() =>
  import('../../features/raw-sheet/raw-sheet-host').then((m) => ({ default: m.RawSheetHost })),
);

export function LazyDialogs() {
  const detail = useSnapshot(pickDetail);
  const sheet = useSnapshot(rawSheet);
  // Once loaded, a host stays mounted: it plays the exit animation after its store closes.
  const [detailLoaded, setDetailLoaded] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  if (detail.open !== null && !detailLoaded) setDetailLoaded(true);
  if (sheet.open && !sheetLoaded) setSheetLoaded(true);
  return (
    <Suspense fallback={null}>
      {detailLoaded && <PickDetailHost />}
      {sheetLoaded && <RawSheetHost />}
    </Suspense>
  );
}
