import type { UiMessages } from './en';

const hi: UiMessages = {
  language: { label: 'भाषा' },
};

export default hi;
