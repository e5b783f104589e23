// The odds format presentational components show prices in; the app provides the bettor's choice.
import { createContext, useContext } from 'react';
import { formatOdds, type OddsFormat } from '../domain/odds/odds';

export const OddsFormatContext = createContext<OddsFormat>('american');

/** `odds` as the bettor chose to see prices, or null when the pick has none. */
export function useFormattedOdds(odds: string | number | null | undefined): string | null {
  return formatOdds(odds, useContext(OddsFormatContext));
}
