// skeleton: the events helper replaces this screen (issue 23)
export default function EventScreen() {
  return <h1>event-screen</h1>;
}
