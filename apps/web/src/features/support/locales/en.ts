/** English texts of the "support" namespace; hi.ts has the same keys (its type is derived from this object). */
const en = {};

export type SupportMessages = typeof en;
export default en;
