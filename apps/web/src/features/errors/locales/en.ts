/** English texts of the "errors" namespace; hi.ts has the same keys (its type is derived from this object). */
const en = {};

export type ErrorsMessages = typeof en;
export default en;
