/** English texts of the "ui" namespace; hi.ts has the same keys (its type is derived from this object). */
const en = {
  language: { label: 'Language' },
};

export type UiMessages = typeof en;
export default en;
