// skeleton: the events helper replaces this screen (issue 23)
export default function OutsideRegistrationsScreen() {
  return <h1>outside-registrations-screen</h1>;
}
