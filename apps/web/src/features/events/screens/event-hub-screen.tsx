// skeleton: the events helper replaces this screen (issue 23)
export default function EventHubScreen() {
  return <h1>event-hub-screen</h1>;
}
