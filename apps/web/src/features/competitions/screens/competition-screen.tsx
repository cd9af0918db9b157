// skeleton: the competitions helper replaces this screen (issue 23)
export default function CompetitionScreen() {
  return <h1>competition-screen</h1>;
}
