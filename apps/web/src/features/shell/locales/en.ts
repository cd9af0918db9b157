/** English texts of the "shell" namespace; hi.ts has the same keys (its type is derived from this object). */
const en = {};

export type ShellMessages = typeof en;
export default en;
