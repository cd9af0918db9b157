// skeleton: the competitions helper replaces this screen (issue 23)
export default function CompetitionHubScreen() {
  return <h1>competition-hub-screen</h1>;
}
