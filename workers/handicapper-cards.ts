// Handicapper cards (View By: Handicappers) from the indexed picks: grouped by expert, each with
// the picks that match the filter, built with the domain's id, name, accuracy and rating rules
// (accuracy from the graded records the events feed carries).
import type { HandicapperCard } from '../src/api/worker-contract';
import {
  displayHandicapperName,
  handicapperAccuracy,
  handicapperIdFromName,
  type GradedRecord,
} from '../src/domain/handicappers/handicappers';
import type { Pick } from '../src/domain/picks/server-pick';
import { containsQuery } from '../src/domain/picks/text-match';
import type { IndexFilter, PicksIndex } from './picks-index';
import { searchNeedle } from './pick-search-text';

/** A card carries its best few picks; the profile asks for all of them (handicapperPicks). */
export const CARD_PICKS_SHOWN = 5;

interface Group {
  id: number;
  name: string;
  /** Positions in the index's sorted list, confidence first. */
  positions: number[];
  sports: string[];
}

export class HandicapperGroups {
  private groups: Group[] = [];
  private byId = new Map<number, Group>();
  private generation = -1;
  /** Recent answers by filter, so scrolling a result never rebuilds it. */
  private answers = new Map<string, HandicapperCard[]>();

  /** Names the events feed knows for an id, to replace 'Handicapper 12' placeholders. */
  knownNames = new Map<number, string>();
  /** Graded records the events feed carries, by id: the cards' accuracy (the profile's too). */
  private records = new Map<number, GradedRecord>();

  /** A record from the events feed; cached answers are rebuilt when it changes a card. */
  setRecord(id: number, record: GradedRecord): void {
    const known = this.records.get(id);
    if (known && known.wins === record.wins && known.losses === record.losses) return;
    this.records.set(id, { wins: record.wins, losses: record.losses });
    this.answers.clear();
  }

  constructor(private index: PicksIndex) {}

  private build(): void {
    if (this.generation === this.index.generation) return;
    this.byId = new Map();
    const all = this.index.sorted();
    all.forEach((entry, position) => {
      for (const raw of entry.pick.handicapperNames) {
        const id = handicapperIdFromName(raw);
        let group = this.byId.get(id);
        if (!group) {
          const name = displayHandicapperName(raw, this.knownNames.get(id));
          group = { id, name, positions: [], sports: [] };
          this.byId.set(id, group);
        }
        if (group.positions[group.positions.length - 1] !== position)
          group.positions.push(position);
        if (entry.league !== '' && !group.sports.includes(entry.league)) {
          group.sports.push(entry.league);
        }
      }
    });
    this.groups = [...this.byId.values()];
    this.answers.clear();
    this.generation = this.index.generation;
  }

  /** The cards that match, most matching picks first, then by name. */
  cards(filter: IndexFilter): HandicapperCard[] {
    this.build();
    const key = `${filter.league.trim().toUpperCase()}|${filter.statType}|${searchNeedle(filter.search)}`;
    const known = this.answers.get(key);
    if (known) return known;
    const answer = this.buildCards(filter);
    this.answers.set(key, answer);
    if (this.answers.size > 8) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }

  private buildCards(filter: IndexFilter): HandicapperCard[] {
    const all = this.index.sorted();
    const passes = new Uint8Array(all.length); // 1: league + stat type, 2: and the search
    for (const p of this.index.matching({ ...filter, search: '' })) passes[p] = 1;
    for (const p of this.index.matching(filter)) passes[p] = 2;
    const needle = searchNeedle(filter.search);
    const cards: HandicapperCard[] = [];
    for (const group of this.groups) {
      // The handicapper view also finds a handicapper by name or sport, and picks by number.
      const byName = needle === '' || containsQuery([group.name, ...group.sports], filter.search);
      let count = 0;
      const first: Pick[] = [];
      for (const p of group.positions) {
        const shown =
          passes[p] === 2 ||
          (passes[p] === 1 &&
            (byName ||
              (all[p]!.pick.playerNumber !== null &&
                containsQuery([all[p]!.pick.playerNumber], filter.search))));
        if (!shown) continue;
        count += 1;
        if (first.length < CARD_PICKS_SHOWN) first.push(all[p]!.pick);
      }
      if (count > 0) cards.push(this.card(group, first, count));
    }
    return cards.sort((a, b) => b.pickCount - a.pickCount || a.name.localeCompare(b.name));
  }

  /** Every qualified pick of one handicapper, confidence first. */
  picksOf(id: number): { name: string | null; picks: Pick[] } {
    this.build();
    const group = this.byId.get(id);
    if (!group) return { name: null, picks: [] };
    const all = this.index.sorted();
    return { name: group.name, picks: group.positions.map((p) => all[p]!.pick) };
  }

  private card(group: Group, picks: Pick[], count: number): HandicapperCard {
    const accuracy = handicapperAccuracy({
      name: group.name,
      record: this.records.get(group.id),
      pickCount: group.positions.length,
    });
    return {
      id: group.id,
      name: group.name,
      accuracy: accuracy.text,
      accuracyNote: accuracy.note,
      rating: accuracy.rating,
      sports: [...group.sports],
      picks,
      pickCount: count,
    };
  }
}
