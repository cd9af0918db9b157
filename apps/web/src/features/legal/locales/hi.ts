import type { LegalMessages } from './en';

const hi: LegalMessages = {};

export default hi;
