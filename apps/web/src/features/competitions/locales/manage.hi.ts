import type { CompetitionsManageMessages } from './manage.en';

/** Hindi texts of the organiser's screen; same keys as manage.en.ts. */
const manage: CompetitionsManageMessages = {
  title: 'प्रतियोगिता का प्रबंधन',
};

export default manage;
