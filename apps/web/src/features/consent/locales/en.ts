/** English texts of the "consent" namespace; hi.ts has the same keys (its type is derived from this object). */
const en = {};

export type ConsentMessages = typeof en;
export default en;
