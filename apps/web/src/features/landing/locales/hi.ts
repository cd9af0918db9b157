import type { LandingMessages } from './en';

const hi: LandingMessages = {};

export default hi;
