import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { isOwnKey, isSaneYear, type DomainError } from '@app/domain';
import { ADMIN_ERRORS } from '../admin.errors.js';
import { refuseHostileInput } from '../../platform/http/validation.js';
import type { ExportQuery, ListQuery } from './queries/list-resource/list-resource.request.dto.js';

/**
 * ra-data-simple-rest's list dialect, declared once per resource: which filter and sort fields exist and what each
 * means, so every list validates its query the same way and answers with the same Content-Range.
 */
export type SortDirection = 'ASC' | 'DESC';

export interface FilterField<E> {
  schema: z.ZodType;
  where: (value: never) => FilterQuery<E>;
}

export interface ResourceListing<E extends object> {
  resource: string;
  entity: EntityName<E>;
  /** The record id's shape; ids of another shape are simply not found. */
  id: z.ZodType<string | number>;
  filters: Record<string, FilterField<E>>;
  /** API field → entity property path (dots for relations). */
  sorts: Record<string, string>;
  defaultSort: [string, SortDirection];
  /** Rows the resource is made of (e.g. only flagged feedback). */
  base?: FilterQuery<E>;
  populate?: readonly string[];
}

const MAX_ROWS = 100;
/** An export is one file of the whole filtered list, up to this many rows. */
export const MAX_EXPORT_ROWS = 10_000;

const json = (field: string, text: string | undefined, shape: () => DomainError): unknown => {
  if (text === undefined || text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw shape();
  }
  // JSON escapes ("\u0000", 1e300) carry what the query string itself did not.
  refuseHostileInput(parsed, field, field);
  return parsed;
};

const sortShape = () => ADMIN_ERRORS.error('sort_shape', { field: 'sort' });
const rangeShape = () => ADMIN_ERRORS.error('range_shape', { field: 'range', params: { max: MAX_ROWS } });
const filterShape = () => ADMIN_ERRORS.error('filter_shape', { field: 'filter' });

const nested = (path: string, condition: unknown): Record<string, unknown> =>
  path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), condition) as Record<string, unknown>;

const parseSort = <E extends object>(listing: ResourceListing<E>, text: string | undefined) => {
  const sort = json('sort', text, sortShape) ?? listing.defaultSort;
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(sort[1]))
    throw sortShape();
  // `id` always sorts: it is react-admin's default when a list names no sort of its own.
  const property = sort[0] === 'id' ? 'id' : isOwnKey(listing.sorts, sort[0]) ? listing.sorts[sort[0]] : undefined;
  if (!property)
    throw ADMIN_ERRORS.error('sort_unknown', {
      field: 'sort',
      params: { field: sort[0], known: ['id', ...Object.keys(listing.sorts)].join(', ') },
    });
  const direction = sort[1] === 'ASC' ? 'asc' : 'desc';
  return { ...nested(property, direction), ...(property === 'id' ? {} : { id: 'asc' }) };
};

const parseRange = (text: string | undefined): { offset: number; limit: number } => {
  const range = json('range', text, rangeShape) ?? [0, 24];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((bound) => Number.isSafeInteger(bound) && bound >= 0) ||
    range[1] < range[0] ||
    range[1] - range[0] >= MAX_ROWS
  )
    throw rangeShape();
  return { offset: range[0], limit: range[1] - range[0] + 1 };
};

const parseFilter = <E extends object>(listing: ResourceListing<E>, text: string | undefined): FilterQuery<E>[] => {
  const filter = json('filter', text, filterShape) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw filterShape();
  const conditions: FilterQuery<E>[] = [];
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (key === 'id') {
      conditions.push({ id: { $in: idsOf(listing, value) } } as unknown as FilterQuery<E>);
      continue;
    }
    const field = isOwnKey(listing.filters, key) ? listing.filters[key] : undefined;
    if (!field) {
      const known = ['id', ...Object.keys(listing.filters)].join(', ');
      throw ADMIN_ERRORS.error('filter_unknown', { field: 'filter', params: { field: key, known } });
    }
    const parsed = field.schema.safeParse(value);
    if (!parsed.success) {
      const problem = parsed.error.issues[0]?.message ?? 'invalid value';
      throw ADMIN_ERRORS.error('filter_value', { field: `filter.${key}`, params: { field: key, problem } });
    }
    conditions.push(field.where(parsed.data as never));
  }
  return conditions;
};

/** The ids of a getMany (or one id): those not of the resource's id shape match nothing. */
const idsOf = <E extends object>(listing: ResourceListing<E>, value: unknown): Array<string | number> => {
  const values = Array.isArray(value) ? value : [value];
  if (values.length > MAX_ROWS)
    throw ADMIN_ERRORS.error('filter_ids_max', { field: 'filter', params: { max: MAX_ROWS } });
  return values.flatMap((id) => {
    const parsed = listing.id.safeParse(id);
    return parsed.success ? [parsed.data] : [];
  });
};

export interface ListedPage<E> {
  rows: E[];
  offset: number;
  total: number;
}

/** One page of a resource as the list query asks: validated filters, sort and range. */
export const listResource = <E extends object>(
  em: EntityManager,
  listing: ResourceListing<E>,
  query: ListQuery,
): Promise<ListedPage<E>> => findPage(em, listing, query, parseRange(query.range));

/** The whole filtered, sorted list for an export; longer than MAX_EXPORT_ROWS is refused, never cut short. */
export const exportResource = async <E extends object>(
  em: EntityManager,
  listing: ResourceListing<E>,
  query: ExportQuery,
): Promise<ListedPage<E>> => {
  const page = await findPage(em, listing, query, { offset: 0, limit: MAX_EXPORT_ROWS });
  if (page.total > MAX_EXPORT_ROWS)
    throw ADMIN_ERRORS.error('export_too_long', {
      field: 'filter',
      params: { total: page.total, max: MAX_EXPORT_ROWS },
    });
  return page;
};

const findPage = async <E extends object>(
  em: EntityManager,
  listing: ResourceListing<E>,
  query: ExportQuery,
  { offset, limit }: { offset: number; limit: number },
): Promise<ListedPage<E>> => {
  const orderBy = parseSort(listing, query.sort);
  const conditions = [...(listing.base ? [listing.base] : []), ...parseFilter(listing, query.filter)];
  const [rows, total] = await em.fork().findAndCount(
    listing.entity,
    { $and: conditions } as never,
    {
      orderBy,
      offset,
      limit,
      populate: listing.populate,
    } as never,
  );
  return { rows: rows as E[], offset, total };
};

/** One record of a resource by an id of its shape (a path id checked by `@ValidParam`), or null. */
export const findInResource = async <E extends object>(
  em: EntityManager,
  listing: ResourceListing<E>,
  id: string | number,
): Promise<E | null> => {
  const where = { $and: [...(listing.base ? [listing.base] : []), { id }] } as FilterQuery<E>;
  return (await em.fork().findOne(listing.entity, where as never, { populate: listing.populate } as never)) as E | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

const searchText = z.string({ error: 'use text' }).trim().max(100, 'use at most 100 characters');

const containsAny = <E>(properties: string[], text: string): FilterQuery<E> =>
  ({ $or: properties.map((property) => nested(property, { $ilike: `%${escapeLike(text)}%` })) }) as FilterQuery<E>;

const DATE_SHAPE = 'use a date like 2026-11-23 or 2026-11-23T10:00:00Z';
const dateValue = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: DATE_SHAPE })
  .refine((value) => isSaneYear(new Date(value)), DATE_SHAPE);

/** End of the named day when only a date is given, so `created_at_lte: 2026-11-23` includes that day. */
const upTo = (value: string): Date =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(Date.parse(`${value}T00:00:00Z`) + 24 * 3600 * 1000 - 1)
    : new Date(value);

/** The filter fields resources are built from. */
export const filterFields = {
  oneOf: <E>(property: string, values: readonly [string, ...string[]]): FilterField<E> => {
    const value = z.enum(values, { error: `use one of: ${values.join(', ')}` });
    return {
      schema: z.union([value, z.array(value).min(1).max(values.length)], {
        error: `use one of: ${values.join(', ')}`,
      }),
      where: (chosen: string | string[]) =>
        nested(property, Array.isArray(chosen) ? { $in: chosen } : chosen) as FilterQuery<E>,
    };
  },
  from: <E>(property: string): FilterField<E> => ({
    schema: dateValue,
    where: (value: string) => nested(property, { $gte: new Date(value) }) as FilterQuery<E>,
  }),
  to: <E>(property: string): FilterField<E> => ({
    schema: dateValue,
    where: (value: string) => nested(property, { $lte: upTo(value) }) as FilterQuery<E>,
  }),
  atLeast: <E>(property: string): FilterField<E> => ({
    schema: z.coerce.number({ error: 'use a number' }).finite('use a number'),
    where: (value: number) => nested(property, { $gte: value }) as FilterQuery<E>,
  }),
  atMost: <E>(property: string): FilterField<E> => ({
    schema: z.coerce.number({ error: 'use a number' }).finite('use a number'),
    where: (value: number) => nested(property, { $lte: value }) as FilterQuery<E>,
  }),
  /** Case-insensitive "contains" over several properties. */
  search: <E>(...properties: string[]): FilterField<E> => ({
    schema: searchText,
    where: (text: string) => containsAny<E>(properties, text),
  }),
  /**
   * Names by "contains", a masked email only whole: text with an `@` finds the one address it spells, so substring
   * searches cannot rebuild an address the console masks.
   */
  nameOrWholeEmail: <E>(email: string, ...names: string[]): FilterField<E> => ({
    schema: searchText,
    where: (text: string) =>
      (text.includes('@') ? nested(email, text.toLowerCase()) : containsAny<E>(names, text)) as FilterQuery<E>,
  }),
  equals: <E>(property: string, schema: z.ZodType): FilterField<E> => ({
    schema,
    where: (value: unknown) => nested(property, value) as FilterQuery<E>,
  }),
  /** A yes/no filter; the conditions are built per request (they may depend on the time). */
  flag: <E>(whenTrue: () => FilterQuery<E>, whenFalse: () => FilterQuery<E>): FilterField<E> => ({
    schema: z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], {
      error: 'use true or false',
    }),
    where: (value: boolean) => (value ? whenTrue() : whenFalse()),
  }),
};

// The record id shapes a listing declares (one check of each, in the domain).
export { integerId, uuidId, uuidIdField } from '@app/domain';
