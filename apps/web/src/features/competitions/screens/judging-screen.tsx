// skeleton: the competitions helper replaces this screen (issue 23)
export default function JudgingScreen() {
  return <h1>judging-screen</h1>;
}
