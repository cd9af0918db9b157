// skeleton: the events helper replaces this screen (issue 23)
export default function EventManageScreen() {
  return <h1>event-manage-screen</h1>;
}
