import { z } from 'zod';

/**
 * The one check of a uuid record id: any version, as PostgreSQL's uuid type reads it, case folded as the database
 * prints it (so an id compared in code matches the stored one). Text of another shape names no record.
 */
export const uuidId = z.guid().toLowerCase();

/** The same check for an id people or staff pick in a form, refused with the form's words for that field. */
export const uuidIdField = (message: string) => z.guid({ error: message }).toLowerCase();

/** The id of a record with an integer key: positive and within PostgreSQL's int range. */
export const integerId = z.coerce.number().int().positive().max(2_147_483_647);

export const isUuid = (value: unknown): value is string => uuidId.safeParse(value).success;
