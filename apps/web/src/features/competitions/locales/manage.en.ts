/** English texts of the organiser's screen (competition-manage-screen, components/manage): its helper fills them. */
const manage = {
  title: 'Manage competition',
};

export default manage;
export type CompetitionsManageMessages = typeof manage;
