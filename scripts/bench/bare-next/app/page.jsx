import { RenderedPage } from "../bare-pages";

// Rendered per request, as the product's signed-in pages are: a prerendered page would measure
// Next's static file serving instead.
export const dynamic = "force-dynamic";

export default RenderedPage;
