// Rendered per request, as the product's signed-in pages are: a prerendered page would measure
// Next's static file serving instead.
export const dynamic = "force-dynamic";

export default function BarePage() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>Rendered at {new Date().toISOString()}</p>
    </main>
  );
}
