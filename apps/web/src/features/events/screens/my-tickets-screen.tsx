// skeleton: the events helper replaces this screen (issue 23)
export default function MyTicketsScreen() {
  return <h1>my-tickets-screen</h1>;
}
