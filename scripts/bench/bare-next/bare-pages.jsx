// The bare app's two pages, each served at its own path and again behind the proxy.

export function RenderedPage() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>Rendered at {new Date().toISOString()}</p>
    </main>
  );
}

export function PrerenderedPage() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>Prerendered</p>
    </main>
  );
}
