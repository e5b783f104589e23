// Canvas colours for the charts: the design tokens' values (a canvas cannot read CSS variables).
export const CHART_COLORS = {
  axis: '#a3afc6',
  grid: 'rgba(52, 66, 95, 0.6)',
  stat: '#60a5fa',
  statFill: 'rgba(96, 165, 250, 0.35)',
  hit: '#22c55e',
  line: '#facc15',
  side: '#22c55e',
  marketPdf: '#a3afc6',
  market: '#f87171',
  standard: '#facc15',
  flex: '#c084fc',
  threshold: '#e8eefb',
} as const;

export const CHART_FONT = '11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
