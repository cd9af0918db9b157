/**
 * The translation engine: typed message lookup with i18next's message format ("{{name}}"
 * interpolation, plural keys "key_one" / "key_other" chosen with Intl.PluralRules, English as the
 * fallback). About 1 KB where i18next and react-i18next cost about 19 KB gzipped, which the landing
 * page's budget cannot carry (docs/decisions.md 16). No React here: see lib/i18n.ts.
 */

/** Values a message may interpolate; `count` also picks the plural form. */
export type TOptions = { count?: number; returnObjects?: boolean } & Record<string, unknown>;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type StripPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** The keys of the texts of a message object: "a.b.c", with plural forms under their base key. */
export type MessageKey<M> = {
  [K in keyof M & string]: M[K] extends string
    ? StripPlural<K>
    : M[K] extends object
      ? `${K}.${MessageKey<M[K]>}`
      : never;
}[keyof M & string];

/** The keys of the sub-objects of a message object (read whole with `returnObjects: true`). */
export type ObjectKey<M> = {
  [K in keyof M & string]: M[K] extends string ? never : M[K] extends object ? K | `${K}.${ObjectKey<M[K]>}` : never;
}[keyof M & string];

/** The value at a dotted path of a message object. */
export type ValueAt<M, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof M
    ? ValueAt<M[Head], Rest>
    : never
  : K extends keyof M
    ? M[K]
    : never;

/** t() of one namespace: a text by key, or a whole sub-object with `returnObjects: true`. */
export interface TFunction<M = Record<string, unknown>> {
  <K extends ObjectKey<M>>(key: K, options: TOptions & { returnObjects: true }): ValueAt<M, K>;
  (key: MessageKey<M>, options?: TOptions): string;
}

export type Bundle = Record<string, unknown>;

function isObject(value: unknown): value is Bundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies `source` into `target`; existing keys win unless `overwrite`. */
export function deepMerge(target: Bundle, source: Bundle, overwrite: boolean): Bundle {
  const out: Bundle = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    if (isObject(current) && isObject(value)) out[key] = deepMerge(current, value, overwrite);
    else if (current === undefined || overwrite) out[key] = value;
  }
  return out;
}

function lookup(bundle: Bundle | undefined, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (!isObject(node)) return undefined;
    node = node[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills "{{name}}" placeholders; a value that is not given leaves its placeholder as it is. */
export function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function interpolateDeep(value: unknown, values: Record<string, unknown> | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values));
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values)]));
  }
  return value;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * A message in `language`, else in `fallback`, else the key itself (so a missing text shows
 * where it is missing instead of nothing).
 */
export function translate(
  bundles: readonly { language: string; bundle: Bundle | undefined }[],
  key: string,
  options: TOptions | undefined,
): unknown {
  const count = options?.count;
  for (const { language, bundle } of bundles) {
    if (typeof count === 'number') {
      const plural = lookup(bundle, `${key}_${pluralCategory(language, count)}`) ?? lookup(bundle, `${key}_other`);
      if (typeof plural === 'string') return interpolate(plural, options);
    }
    const found = lookup(bundle, key);
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && options?.returnObjects) return interpolateDeep(found, options);
  }
  return key;
}
