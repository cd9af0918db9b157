// skeleton: the competitions helper replaces this screen (issue 23)
export default function CompetitionsScreen() {
  return <h1>competitions-screen</h1>;
}
