import type { TForumCategory } from '@ankur/shared/schemas/community-forum';

/** A category's name in the language on screen (its Hindi name when it has one). */
export const categoryName = (c: Pick<TForumCategory, 'name' | 'name_hi'>, language: string) =>
  language === 'hi' && c.name_hi ? c.name_hi : c.name;
export const categoryDescription = (c: Pick<TForumCategory, 'description' | 'description_hi'>, language: string) =>
  language === 'hi' && c.description_hi ? c.description_hi : c.description;

/** "gst, saas , GST" → ["gst", "saas"] (at most five). */
export const parseTags = (text: string) =>
  [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter((t) => t.length >= 2),
    ),
  ].slice(0, 5);
