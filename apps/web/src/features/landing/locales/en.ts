/** English texts of the "landing" namespace; hi.ts has the same keys (its type is derived from this object). */
const en = {};

export type LandingMessages = typeof en;
export default en;
