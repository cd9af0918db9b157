import type { ShellMessages } from './en';

const hi: ShellMessages = {};

export default hi;
