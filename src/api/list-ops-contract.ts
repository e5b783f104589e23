// The list operations calls (issue [N]): POST /api/user_picks/ops and POST /api/favorites/ops.
// Each operation adds or removes one item by its canonical key, with an id and the device's time;
// the server applies them by src/domain/lists/list-ops.ts and answers with the merged list.
import { Type, type Static } from 'typebox';
import { MAX_FAVORITES } from '../domain/lists/favorites';
import { MAX_USER_PICKS } from './picks-contract';
import { UserPicksReply } from './parlay-contract';

const opFields = {
  id: Type.String({ minLength: 1, maxLength: 64, description: 'Unique per operation (a UUID)' }),
  kind: Type.Union([Type.Literal('add'), Type.Literal('remove')]),
  at: Type.Number({
    minimum: 0,
    maximum: 8_640_000_000_000_000,
    description: "When it was made, ms since the epoch (the device's clock; the server caps it)",
  }),
};

const outcomeFields = {
  applied: Type.Array(Type.String(), {
    description: 'Ids of the operations that changed the list',
  }),
  superseded: Type.Array(Type.String(), {
    description: 'Ids older than what the list holds for their key (or repeats): no change',
  }),
};

export const UserPickOpsBody = Type.Object({
  ops: Type.Array(
    Type.Object({
      ...opFields,
      key: Type.String({
        pattern: '^pick_[A-Za-z0-9_-]{1,64}$',
        description: "The pick's canonical key, pick_{id}, wherever it was added",
      }),
      item: Type.Optional(
        Type.Object(
          { id: Type.String({ minLength: 1, maxLength: 300 }) },
          { additionalProperties: true, description: 'An add: the My Picks item it lists' },
        ),
      ),
    }),
    { minItems: 1, maxItems: MAX_USER_PICKS },
  ),
});
export type UserPickOpsBody = Static<typeof UserPickOpsBody>;

export const UserPickOpsReply = Type.Object({
  ...UserPicksReply.properties,
  ...outcomeFields,
});
export type UserPickOpsReply = Static<typeof UserPickOpsReply>;

export const FavoriteOpsBody = Type.Object({
  ops: Type.Array(
    Type.Object({
      ...opFields,
      key: Type.String({ pattern: '^[0-9]{1,10}$', description: "The handicapper's id" }),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type FavoriteOpsBody = Static<typeof FavoriteOpsBody>;

export const FavoriteOpsReply = Type.Object({
  success: Type.Literal(true),
  favorites: Type.Array(Type.Integer()),
  ...outcomeFields,
  refused: Type.Array(Type.String(), {
    description: `Adds past the ${MAX_FAVORITES} favourites allowed: no change`,
  }),
  message: Type.Union([Type.String(), Type.Null()], {
    description: 'The limit message when an add was refused',
  }),
});
export type FavoriteOpsReply = Static<typeof FavoriteOpsReply>;
