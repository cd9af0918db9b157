/** Issue 24: being built (a helper replaces this file). */
export default function Screen() {
  return <p>…</p>;
}
