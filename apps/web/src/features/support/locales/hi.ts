import type { SupportMessages } from './en';

const hi: SupportMessages = {};

export default hi;
