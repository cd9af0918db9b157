/** English texts of the "legal" namespace; hi.ts has the same keys (its type is derived from this object). */
const en = {};

export type LegalMessages = typeof en;
export default en;
