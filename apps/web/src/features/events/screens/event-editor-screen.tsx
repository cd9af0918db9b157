// skeleton: the events helper replaces this screen (issue 23)
export default function EventEditorScreen() {
  return <h1>event-editor-screen</h1>;
}
