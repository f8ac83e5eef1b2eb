// Prerendered at build time: the yardstick for a page that needs no request data (/auth).
export default function BareStaticPage() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>Prerendered</p>
    </main>
  );
}
