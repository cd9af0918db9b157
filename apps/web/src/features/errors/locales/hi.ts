import type { ErrorsMessages } from './en';

const hi: ErrorsMessages = {};

export default hi;
