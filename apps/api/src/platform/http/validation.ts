import { Body, Param, Query, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  InvalidInputError,
  type DomainError,
  NUMBER_OUT_OF_RANGE,
  outOfRangeNumberPath,
  UNSTORABLE_TEXT,
  unstorableTextPath,
  uuidId,
} from '@app/domain';
import { toOpenApiSchema } from './openapi-schema.js';

/** The first message per field, keyed by the field's dotted path, as the forms show them. */
export const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
};

/**
 * Input no field may hold, refused with the field's message, naming the field by its path: text PostgreSQL cannot
 * store (NUL, a lone surrogate), and numbers outside the range of the integer columns they are stored in or compared
 * with. One check for every route, so no route can pass such a value on to a query and answer 500.
 */
export const refuseHostileInput = (value: unknown, prefix: string | undefined, whole: string) => {
  for (const [path, message] of [
    [unstorableTextPath(value), UNSTORABLE_TEXT],
    [outOfRangeNumberPath(value), NUMBER_OUT_OF_RANGE],
  ] as const) {
    if (!path) continue;
    const field = [prefix, ...path].filter((part) => part !== undefined).join('.') || whole;
    throw new InvalidInputError(message, { [field]: message });
  }
};

export const parseOrThrow = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  refuseHostileInput(value, undefined, 'body');
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw new InvalidInputError(Object.values(errors)[0] ?? { key: 'api:generic.invalidInput' }, errors);
  }
  // Text turned into numbers by the schema ("2147483648" as an id) is judged as what reaches the database.
  refuseHostileInput(result.data, undefined, 'body');
  return result.data;
};

/**
 * Registered for every route (bodies, query strings, path parameters), ahead of each route's own schema; routes that
 * read the request themselves go through parseOrThrow, which checks the same. Input that no field may hold is refused
 * before it can reach a query and come back as a database error.
 */
export class RefuseHostileInput implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // Values from custom decorators (the signed-in user, the client's IP) do not come from the request's content.
    if (metadata.type === 'custom') return value;
    refuseHostileInput(value, metadata.data, metadata.type);
    return value;
  }
}

class ZodPipe<S extends z.ZodType> implements PipeTransform {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    return parseOrThrow(this.schema, value);
  }
}

const documented =
  (apply: (descriptor: PropertyDescriptor, target: object, key: string | symbol) => void): ParameterDecorator =>
  (target, key) => {
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (descriptor) apply(descriptor, target, key);
  };

/** The request body, validated by a zod schema and described by it in the OpenAPI document. */
export const ValidBody = <S extends z.ZodType>(schema: S): ParameterDecorator => {
  const validate = Body(new ZodPipe(schema));
  const describe = documented((descriptor, target, key) =>
    ApiBody({ schema: toOpenApiSchema(schema) as never })(target, key, descriptor),
  );
  return (target, key, index) => {
    validate(target, key, index);
    describe(target, key, index);
  };
};

/** The query string, validated by a zod object schema; each of its keys is documented as a query parameter. */
export const ValidQuery = <S extends z.ZodObject>(schema: S): ParameterDecorator => {
  const validate = Query(new ZodPipe(schema));
  const describe = documented((descriptor, target, key) => {
    const properties = (toOpenApiSchema(schema).properties ?? {}) as Record<string, object>;
    const required = new Set((toOpenApiSchema(schema).required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      ApiQuery({ name, required: required.has(name), schema: property as never })(target, key, descriptor);
    }
  });
  return (target, key, index) => {
    validate(target, key, index);
    describe(target, key, index);
  };
};

class RecordIdPipe implements PipeTransform {
  constructor(
    private readonly shape: z.ZodType<string | number>,
    private readonly notFound: () => DomainError,
  ) {}
  transform(value: unknown): string | number {
    const parsed = this.shape.safeParse(value);
    if (!parsed.success) throw this.notFound();
    return parsed.data;
  }
}

/**
 * A record id in the path, of the record's shape (a uuid unless `shape` says otherwise, e.g. `integerId`). An id of
 * another shape names nothing: the record's own 404, never a database error.
 */
export const ValidParam = (
  name: string,
  notFound: () => DomainError,
  shape: z.ZodType<string | number> = uuidId,
): ParameterDecorator => {
  const validate = Param(name, new RecordIdPipe(shape, notFound));
  const describe = documented((descriptor, target, key) =>
    ApiParam({ name, required: true, schema: toOpenApiSchema(shape, 'input') as never })(target, key, descriptor),
  );
  return (target, key, index) => {
    validate(target, key, index);
    describe(target, key, index);
  };
};
