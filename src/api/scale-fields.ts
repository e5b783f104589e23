// Wire fields on the domain's two scales: a schema validated as a number (bounds as the field
// needs) whose static type is the domain's Probability (0-1) or Percent (0-100), so a reply type
// taken from the contract carries the scale into the client and the server alike.
import { Type, type TSchema } from 'typebox';
import type { Percent, Probability } from '../domain/probability/scales';

/** A 0-1 probability field. `schema` defaults to a plain number (replies are not validated). */
export const ProbabilityField = (
  description: string,
  schema: TSchema = Type.Number({ description }),
) => Type.Unsafe<Probability>(schema);

/** A 0-100 percent field. */
export const PercentField = (description: string, schema: TSchema = Type.Number({ description })) =>
  Type.Unsafe<Percent>(schema);
