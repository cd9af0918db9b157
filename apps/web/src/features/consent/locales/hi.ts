import type { ConsentMessages } from './en';

const hi: ConsentMessages = {};

export default hi;
