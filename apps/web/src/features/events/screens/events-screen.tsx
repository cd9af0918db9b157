// skeleton: the events helper replaces this screen (issue 23)
export default function EventsScreen() {
  return <h1>events-screen</h1>;
}
