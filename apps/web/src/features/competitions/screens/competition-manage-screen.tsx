// skeleton: the competitions helper replaces this screen (issue 23)
export default function CompetitionManageScreen() {
  return <h1>competition-manage-screen</h1>;
}
