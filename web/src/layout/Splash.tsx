/** Shown for the moment it takes to learn whether someone is signed in. */
export function Splash() {
  return (
    <main className="splash" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading...
      </p>
    </main>
  );
}
