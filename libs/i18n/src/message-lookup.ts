// Only for text that arrives in English from outside the code tables (form rules' zod messages); the rest goes by key.
/**
 * The `validation` and `api` catalogues hold those texts as their English values, and a message is translated by
 * finding the key whose English text it is. Texts with placeholders ("Year must be greater than {{year}}") match as
 * patterns and give their values back as parameters.
 */
export type Catalogue = { [key: string]: string | Catalogue };

/** The namespaces whose English texts are messages produced in English elsewhere (domain, API). */
export const MESSAGE_NAMESPACES = ['validation', 'api'] as const;

export interface MessageKey {
  /** `namespace:key`, ready for i18next's t(). */
  key: string;
  params: Record<string, string>;
}

export const catalogueEntries = (catalogue: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : catalogueEntries(value, `${prefix}${key}.`),
  );

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A finder over the English message catalogues: the key of an English message, or null when none has it. */
export const messageFinder = (english: Partial<Record<string, Catalogue>>) => {
  const exact = new Map<string, string>();
  const templates: { key: string; names: string[]; pattern: RegExp }[] = [];
  for (const namespace of MESSAGE_NAMESPACES) {
    for (const [key, text] of catalogueEntries(english[namespace] ?? {})) {
      const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, `${namespace}:${key}`);
        continue;
      }
      const pattern = new RegExp(
        `^${text
          .split(PLACEHOLDER)
          .filter((_, i) => i % 2 === 0)
          .map(escapeRegExp)
          .join('(.+?)')}$`,
      );
      templates.push({ key: `${namespace}:${key}`, names, pattern });
    }
  }
  return (message: string): MessageKey | null => {
    const key = exact.get(message);
    if (key) return { key, params: {} };
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (match)
        return {
          key: template.key,
          params: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])),
        };
    }
    return null;
  };
};

export type MessageFinder = ReturnType<typeof messageFinder>;
type Translate = (key: string, params: Record<string, string>) => string;

/** The message in the language `t` speaks, or unchanged when no catalogue knows it (a message is never lost). */
export const translateMessage = (find: MessageFinder, t: Translate, message: string): string => {
  const found = find(message);
  return found ? t(found.key, found.params) : message;
};

/** Every message of a field-error map translated. */
export const translateFieldMessages = (find: MessageFinder, t: Translate, errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateMessage(find, t, message)]));
